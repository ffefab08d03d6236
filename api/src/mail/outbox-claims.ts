import type { Kysely, Selectable } from 'kysely';
import { onPostgres } from '../db/dialect.js';
import type { Database, OutboxTable } from '../db/schema.js';

export type OutboxRow = Selectable<OutboxTable>;

/**
 * Takes up to `limit` due mails for one instance until `now + leaseMs`, in one statement, so two
 * instances never send the same mail. On PostgreSQL the inner select locks the rows it picks and
 * skips those another instance is claiming at that moment (FOR UPDATE SKIP LOCKED), so instances
 * neither wait for each other nor take the same rows; SQLite has one writer, so its single UPDATE is
 * already atomic. A claim whose lease ran out (its instance died mid-round) is due again.
 */
export async function claimDueMails(
  db: Kysely<Database>,
  instance: string,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const due = db
    .selectFrom('outbox')
    .select('id')
    .where('sent_at', 'is', null)
    .where('dead_at', 'is', null)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    .orderBy('id')
    .limit(limit)
    .$if(onPostgres(db), (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable('outbox')
    .set({ claimed_by: instance, claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Hands back what this instance claimed and did not send (it is stopping): others take it at once. */
export async function releaseClaims(db: Kysely<Database>, instance: string): Promise<number> {
  const result = await db
    .updateTable('outbox')
    .set({ claimed_by: null, claimed_until: null })
    .where('claimed_by', '=', instance)
    .where('sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
