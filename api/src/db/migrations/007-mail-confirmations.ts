import { sql, type Kysely } from 'kysely';

/**
 * Things a visitor confirms by a link mailed to them (confirmations/confirmation-links.ts):
 * - `confirmations`: one row per link, the SHA-256 of its random token, what it confirms (`kind`
 *   and `subject_id`), until when, and when it was used (once). Kept as the proof of a consent.
 * - `appointments` learn who booked (the address as typed, lower case, and a keyed hash of the
 *   client's address, never the address itself), so one visitor cannot take every place, and whether
 *   the booking was confirmed by its link or released unconfirmed. Bookings made before confirmation
 *   existed count as confirmed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('confirmations')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('confirmations_subject').on('confirmations').columns(['kind', 'subject_id']).execute();

  await db.schema.alterTable('appointments').addColumn('email', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('client', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('released_at', 'text').execute();
  await sql`update appointments set confirmed_at = created_at`.execute(db);
  await db.schema.createIndex('appointments_email').on('appointments').column('email').execute();
  await db.schema.createIndex('appointments_client').on('appointments').column('client').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_client').execute();
  await db.schema.dropIndex('appointments_email').execute();
  for (const column of ['released_at', 'confirmed_at', 'client', 'email']) {
    await db.schema.alterTable('appointments').dropColumn(column).execute();
  }
  await db.schema.dropTable('confirmations').execute();
}
