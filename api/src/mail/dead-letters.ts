import { z } from 'zod';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What GET /api/health reports of the outbox (its answer's schema, so the two cannot drift). */
export const OutboxHealthSchema = z
  .object({
    pending: z.number().int().describe('Mails still to send, including those waiting for their next attempt.'),
    deadLetters: z.number().int().describe('Mails given up after their last attempt: a person must look.'),
  })
  .describe("The outbox's figures; null when the database does not answer.");
export type OutboxHealth = z.output<typeof OutboxHealthSchema>;

/** What GET /api/health reports of the outbox. */
export async function outboxHealth(db: Kysely<Database>): Promise<OutboxHealth> {
  const count = (dead: boolean) =>
    db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('sent_at', 'is', null)
      .where('dead_at', dead ? 'is not' : 'is', null)
      .executeTakeFirstOrThrow();
  const [pending, dead] = await Promise.all([count(false), count(true)]);
  // PostgreSQL answers counts as strings.
  return { pending: Number(pending.n), deadLetters: Number(dead.n) };
}

export type RetriedMail = { id: number; kind: string; to: string; attempts: number; lastError: string | null };

/**
 * Puts every dead letter back in the queue as a fresh mail (attempts from zero, due now), so the
 * running server's outbox sends it on its next round. Returns what it re-queued.
 */
export async function retryDeadLetters(db: Kysely<Database>, now: Date): Promise<RetriedMail[]> {
  return db.transaction().execute(async (trx) => {
    const dead = await trx
      .selectFrom('outbox')
      .select(['id', 'kind', 'to_address', 'attempts', 'last_error'])
      .where('sent_at', 'is', null)
      .where('dead_at', 'is not', null)
      .orderBy('id')
      .execute();
    if (dead.length === 0) return [];
    await trx
      .updateTable('outbox')
      .set({ dead_at: null, attempts: 0, next_attempt_at: now.toISOString() })
      .where('sent_at', 'is', null)
      .where('dead_at', 'is not', null)
      .execute();
    return dead.map((mail) => ({
      id: mail.id,
      kind: mail.kind,
      to: mail.to_address,
      attempts: mail.attempts,
      lastError: mail.last_error,
    }));
  });
}
