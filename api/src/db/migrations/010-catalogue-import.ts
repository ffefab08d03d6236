import type { Kysely } from 'kysely';
import { onPostgres } from '../dialect.js';
import { serialId } from './serial-id.js';

/**
 * The agency's own catalogue comes in through an importer (issue 24):
 * - `properties.source`/`external_id`: where a property comes from and its id there (the key of every
 *   upsert; our public `id` never changes); `content_hash`: the record as last imported, so an unchanged
 *   one is skipped; `withdrawn_at`: gone from the feed (off the site, kept with its leads and statistics);
 *   `updated_at`: when an import last changed it; `catalogue_version`: the catalogue version that change
 *   made (import/catalogue-version.ts), so an instance reloads only the rows past the version it has.
 * - `import_runs`: each run with its report, the last one shown by /api/health, and what it changed
 *   (`changes`) until that was handed on to the search alerts (`handed_on_at`).
 * - `import_pictures`: each picture a feed names, by source URL: where it is stored, its hash, its failures.
 * - `picture_blobs`: the pictures themselves when the database is their store (`PICTURE_STORE=database`).
 * - `import_events`: what a CRM pushed (POST /api/import/events), processed from here;
 *   `import_deliveries`: the pushes taken in the last minutes, so one sent again is not queued twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = serialId(db);
  for (const column of ['source', 'external_id', 'content_hash', 'withdrawn_at', 'updated_at'])
    await db.schema.alterTable('properties').addColumn(column, 'text').execute();
  await db.schema.alterTable('properties').addColumn('catalogue_version', 'integer').execute();
  await db.schema.createIndex('properties_catalogue_version').on('properties').column('catalogue_version').execute();
  await db.schema
    .createIndex('properties_source_external_id')
    .on('properties')
    .columns(['source', 'external_id'])
    .unique()
    .execute();

  await db.schema
    .createTable('import_runs')
    .$call(withId)
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('format', 'text', (col) => col.notNull())
    .addColumn('mode', 'text', (col) => col.notNull())
    .addColumn('trigger', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .addColumn('outcome', 'text', (col) => col.notNull())
    .addColumn('report', 'text')
    .addColumn('changes', 'text')
    .addColumn('handed_on_at', 'text')
    .execute();

  await db.schema
    .createTable('import_pictures')
    .addColumn('source_url', 'text', (col) => col.primaryKey())
    .addColumn('media_path', 'text')
    .addColumn('content_hash', 'text')
    .addColumn('source_version', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('fetched_at', 'text')
    .addColumn('failed_at', 'text')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .execute();

  await db.schema
    .createTable('picture_blobs')
    .addColumn('media_path', 'text', (col) => col.primaryKey())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('data', onPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('import_events')
    .$call(withId)
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('payload', 'text')
    .addColumn('received_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('claimed_until', 'text')
    .addColumn('processed_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
  await db.schema
    .createTable('import_deliveries')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_deliveries').execute();
  await db.schema.dropTable('import_events').execute();
  await db.schema.dropTable('picture_blobs').execute();
  await db.schema.dropTable('import_pictures').execute();
  await db.schema.dropTable('import_runs').execute();
  await db.schema.dropIndex('properties_source_external_id').execute();
  await db.schema.dropIndex('properties_catalogue_version').execute();
  await db.schema.alterTable('properties').dropColumn('catalogue_version').execute();
  for (const column of ['updated_at', 'withdrawn_at', 'content_hash', 'external_id', 'source'])
    await db.schema.alterTable('properties').dropColumn(column).execute();
}
