import type { Kysely } from 'kysely';

/**
 * Several API instances share one outbox: an instance claims the mails it is about to send
 * (`claimed_by`, its own id) for a while (`claimed_until`), so no other sends them meanwhile; a claim
 * whose lease ran out (its instance was killed) is free again. See mail/outbox-claims.ts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('claimed_by', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('claimed_until', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('claimed_until').execute();
  await db.schema.alterTable('outbox').dropColumn('claimed_by').execute();
}
