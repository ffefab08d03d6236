import { sql, type Kysely } from 'kysely';
import { cappedRecipient } from '../../mail/recipient-cap.js';

const A_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Each visitor mail notes the mailbox it counts against (`recipient_key`, mail/recipient-address.ts),
 * and an index finds one mailbox's mails of the last day: the cap per recipient is then counted in
 * the outbox, so it holds on every instance. Null for the agency's and the owners' mails, which are
 * not capped. The last day's mails get their key now, so the cap counts them from the first start.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('recipient_key', 'text').execute();
  await db.schema.createIndex('outbox_recipient').on('outbox').columns(['recipient_key', 'created_at']).execute();
  const since = new Date(Date.now() - A_DAY_MS).toISOString();
  const { rows } = await sql<{ id: number; kind: string; to_address: string }>`
    select id, kind, to_address from outbox where created_at > ${since}`.execute(db);
  for (const row of rows) {
    const key = cappedRecipient({ kind: row.kind, to: row.to_address });
    if (key !== null) await sql`update outbox set recipient_key = ${key} where id = ${row.id}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_recipient').execute();
  await db.schema.alterTable('outbox').dropColumn('recipient_key').execute();
}
