import type { Kysely, Selectable, Transaction } from 'kysely';
import { onPostgres } from '../../db/dialect.js';
import type { Database, ImportEventsTable } from '../../db/schema.js';
import type { PushEvent } from './push-schemas.js';

export type QueuedEvent = Selectable<ImportEventsTable>;

/** An event that failed this many times stays in the table with its last error, for a person to read. */
export const MAX_EVENT_ATTEMPTS = 10;

/** How long a delivery is remembered: longer than a signature is valid (signature.ts, 5 minutes). */
const DELIVERY_MEMORY_MS = 10 * 60 * 1000;

/**
 * Stores a push's events, unless its delivery (`deliveryKey`) was taken already: a CRM retrying a
 * delivery, or a replayed capture, adds nothing. Answers the events queued.
 */
export async function queueDelivery(
  db: Kysely<Database>,
  delivery: string,
  source: string,
  events: PushEvent[],
  now: Date,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const forgotten = new Date(now.getTime() - DELIVERY_MEMORY_MS).toISOString();
    await trx.deleteFrom('import_deliveries').where('received_at', '<', forgotten).execute();
    const taken = await trx
      .insertInto('import_deliveries')
      .values({ key: delivery, received_at: now.toISOString() })
      .onConflict((conflict) => conflict.column('key').doNothing())
      .executeTakeFirst();
    if (Number(taken.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    await queueEvents(trx, source, events, now);
    return events.length;
  });
}

/** Stores a push's events in their order, due at once; the worker (push-worker.ts) takes them from here. */
export async function queueEvents(
  db: Kysely<Database> | Transaction<Database>,
  source: string,
  events: PushEvent[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('import_events')
    .values(
      events.map((event) => ({
        source,
        event: event.event,
        external_id: event.externalId,
        payload: event.event === 'updated' ? JSON.stringify(event.record) : null,
        received_at: at,
        next_attempt_at: at,
      })),
    )
    .execute();
}

/**
 * Takes up to `limit` due events for one worker until `now + leaseMs`, in one statement, as the
 * outbox claims its mails (mail/outbox-claims.ts): on PostgreSQL the rows picked are locked and those
 * another instance is claiming skipped, SQLite's single UPDATE is atomic, so two workers never take
 * one event. A claim whose lease ran out (its instance died mid-import) is due again.
 */
export async function claimDueEvents(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<QueuedEvent[]> {
  const at = now.toISOString();
  const due = db
    .selectFrom('import_events')
    .select('id')
    .where('processed_at', 'is', null)
    .where('attempts', '<', MAX_EVENT_ATTEMPTS)
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', at)]))
    // In order per property: an event waits while an earlier one about the same property is still to
    // be done (claimed, or failed and waiting for its retry), so an old retry never undoes a newer change.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('import_events as earlier')
            .select('earlier.id')
            .whereRef('earlier.source', '=', 'import_events.source')
            .whereRef('earlier.external_id', '=', 'import_events.external_id')
            .whereRef('earlier.id', '<', 'import_events.id')
            .where('earlier.processed_at', 'is', null)
            .where('earlier.attempts', '<', MAX_EVENT_ATTEMPTS),
        ),
      ),
    )
    .orderBy('id')
    .limit(limit)
    .$if(onPostgres(db), (query) => query.forUpdate().skipLocked());
  const claimed = await db
    .updateTable('import_events')
    .set({ claimed_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', 'in', due)
    .returningAll()
    .execute();
  return claimed.sort((a, b) => a.id - b.id);
}

/** Imported: done for good. `rejections` names what the importer refused of a record (its report has it too). */
export async function markProcessed(
  db: Kysely<Database>,
  events: readonly QueuedEvent[],
  rejections: ReadonlyMap<string, string>,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const done = { processed_at: at, claimed_until: null };
  const clean = events.filter((event) => !rejections.has(event.external_id)).map((event) => event.id);
  if (clean.length > 0)
    await db
      .updateTable('import_events')
      .set({ ...done, last_error: null })
      .where('id', 'in', clean)
      .execute();
  for (const event of events.filter((one) => rejections.has(one.external_id))) {
    await db
      .updateTable('import_events')
      .set({ ...done, last_error: rejections.get(event.external_id) ?? null })
      .where('id', '=', event.id)
      .execute();
  }
}

/** Backoff of a failed event: 30 s, 1 min, 2 min… up to an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** Not imported (the import failed or was refused): due again after a backoff, with the reason kept. */
export async function markFailed(
  db: Kysely<Database>,
  events: readonly QueuedEvent[],
  error: string,
  now: Date,
): Promise<void> {
  // One update per event: each has its own count of attempts.
  for (const event of events) {
    const attempts = event.attempts + 1;
    await db
      .updateTable('import_events')
      .set({
        attempts,
        claimed_until: null,
        last_error: error.slice(0, 2000),
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
      })
      .where('id', '=', event.id)
      .execute();
  }
}
