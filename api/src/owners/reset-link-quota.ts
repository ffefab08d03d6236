import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import { withOwnerTables } from './owner-tables.js';

/**
 * A new reset link ends the owner's live one, and anyone who knows the address can ask for one: past
 * a few links an hour, a request makes none and the live link stays valid (its answer stays the same).
 */
export const RESET_LINK_QUOTA = { links: 3, windowMs: 60 * 60_000 } as const;

/** The reset links made per owner in the last hour, counted in the database for every instance. */
export class ResetLinkQuota {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /**
   * True, and counted, when the owner may have another link now. In the caller's transaction,
   * locked to the owner, so parallel requests (on any instance) cannot both take the last one.
   */
  async take(trx: Transaction<Database>, ownerId: number): Promise<boolean> {
    await lockForTransaction(trx, `reset-links:${ownerId}`);
    const db = withOwnerTables(trx);
    const now = this.now();
    const recent = await db
      .selectFrom('reset_link_issues')
      .select((eb) => eb.fn.countAll<number>().as('links'))
      .where('owner_id', '=', ownerId)
      .where('issued_at', '>', windowStart(now))
      .executeTakeFirstOrThrow();
    if (Number(recent.links) >= RESET_LINK_QUOTA.links) return false;
    await db.insertInto('reset_link_issues').values({ owner_id: ownerId, issued_at: now.toISOString() }).execute();
    return true;
  }

  /** Links made more than an hour ago, for the scheduled purge: they no longer count. */
  async purge(): Promise<number> {
    const result = await withOwnerTables(this.db)
      .deleteFrom('reset_link_issues')
      .where('issued_at', '<=', windowStart(this.now()))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

/** Links made after this still count at `now`. */
function windowStart(now: Date): string {
  return new Date(now.getTime() - RESET_LINK_QUOTA.windowMs).toISOString();
}
