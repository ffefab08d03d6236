import type { Kysely } from 'kysely';
import { doubleType, serialId } from './serial-id.js';

/**
 * Search alerts (issue 24): "e-mail me new properties like these".
 * - `search_alerts`: an address, its language, how often, the list's filters (a PropertyListQuery as
 *   JSON); `confirmed_at` once the mailed link was followed (nothing else is sent before), with the proof
 *   of consent (`consent_text`: the version of the words the visitor agreed to); `ended_at` when ended.
 * - `alert_matches`: each property an alert matched, at which price: a property is mailed once per
 *   alert (and again only when its price drops below the one mailed); `mailed_at` once in a mail.
 * - `outbox.list_unsubscribe`: the one-click unsubscribe URL of a mail (List-Unsubscribe, RFC 8058).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('search_alerts')
    .$call(serialId(db))
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('frequency', 'text', (col) => col.notNull())
    .addColumn('filters', 'text', (col) => col.notNull())
    .addColumn('consent_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('ended_at', 'text')
    .addColumn('last_digest_at', 'text')
    .execute();
  await db.schema.createIndex('search_alerts_email').on('search_alerts').column('email').execute();

  await db.schema
    .createTable('alert_matches')
    .addColumn('alert_id', 'integer', (col) => col.notNull().references('search_alerts.id'))
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('price', doubleType(db))
    .addColumn('matched_at', 'text', (col) => col.notNull())
    .addColumn('mailed_at', 'text')
    .addPrimaryKeyConstraint('alert_matches_pk', ['alert_id', 'property_id'])
    .execute();
  // An import's matching reads the matches of the properties it changed, across every alert.
  await db.schema.createIndex('alert_matches_property').on('alert_matches').column('property_id').execute();

  await db.schema.alterTable('outbox').addColumn('list_unsubscribe', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('list_unsubscribe').execute();
  await db.schema.dropIndex('alert_matches_property').execute();
  await db.schema.dropTable('alert_matches').execute();
  await db.schema.dropTable('search_alerts').execute();
}
