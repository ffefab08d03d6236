import { sql, type Kysely } from 'kysely';

/** The outbox's last attempt before this migration (mail/outbox.ts): those mails were left waiting unseen. */
const FORMER_MAX_ATTEMPTS = 10;

/**
 * A mail the outbox gave up on is a dead letter: `dead_at` says when, so the health endpoint can count
 * them and `npm run outbox:retry` can send them again. Mails an earlier version stopped retrying
 * after its last attempt become dead letters now, so they are seen too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('dead_at', 'text').execute();
  await sql`update outbox set dead_at = next_attempt_at
            where sent_at is null and attempts >= ${FORMER_MAX_ATTEMPTS}`.execute(db);
  // Partial: dead letters are few, so counting them reads a small index, not the whole outbox.
  await db.schema
    .createIndex('outbox_dead')
    .on('outbox')
    .column('dead_at')
    .where(sql.ref('dead_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('outbox_dead').execute();
  await db.schema.alterTable('outbox').dropColumn('dead_at').execute();
}
