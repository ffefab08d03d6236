import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import { withOwnerTables, type OwnerSecurityTables } from './owner-tables.js';

/**
 * Failed logins slow down one source address for one account, and nothing else: a lock of the
 * account itself would let anyone keep its owner out, so the owner's own address (or any other)
 * is never affected. The address-wide limit of the login route (10 a minute) stays beside it.
 */
export const LOGIN_THROTTLE = {
  /** Attempts an address has at an account before the delays start. */
  freeFailures: 5,
  /** The wait after the last free failure; it doubles with every further failure… */
  firstDelayMs: 60_000,
  /** …up to this, so a guesser gets at most 4 tries an hour per account and address. */
  maxDelayMs: 15 * 60_000,
  /** A day without failure and the count starts afresh (the scheduled purge deletes the row). */
  forgetAfterMs: 24 * 60 * 60_000,
} as const;

/** How long an address waits after its `failures`-th failure at one account. */
export function delayAfter(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  if (failures < freeFailures) return 0;
  return Math.min(firstDelayMs * 2 ** (failures - freeFailures), maxDelayMs);
}

/** The row of an account (the e-mail as typed, known or not) and an address. */
function throttleKey(email: string, address: string): string {
  return createHash('sha256').update(`${email.trim().toLowerCase()}\n${address}`).digest('hex');
}

export class LoginThrottle {
  private readonly db: Kysely<Database & OwnerSecurityTables>;

  constructor(
    db: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.db = withOwnerTables(db);
  }

  /**
   * Admits an attempt and counts it as failed until `succeeded` says otherwise, in one
   * transaction locked to this row's key, so parallel attempts (on any instance) cannot slip past the count. Answers 0 when admitted, else
   * the seconds this address must still wait (nothing is checked or counted then).
   */
  async attempt(email: string, address: string): Promise<number> {
    const key = throttleKey(email, address);
    const now = this.now().getTime();
    return this.db.transaction().execute(async (trx) => {
      await lockForTransaction(trx, `login-throttle:${key}`);
      const row = await trx.selectFrom('login_failures').selectAll().where('key', '=', key).executeTakeFirst();
      const wait = row?.blocked_until ? Date.parse(row.blocked_until) - now : 0;
      if (wait > 0) return Math.ceil(wait / 1000);
      const forgotten = !row || now - Date.parse(row.last_failed_at) > LOGIN_THROTTLE.forgetAfterMs;
      const failures = (forgotten ? 0 : row.failures) + 1;
      const delay = delayAfter(failures);
      const counted = {
        failures,
        last_failed_at: new Date(now).toISOString(),
        blocked_until: delay > 0 ? new Date(now + delay).toISOString() : null,
      };
      await trx
        .insertInto('login_failures')
        .values({ key, ...counted })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(counted))
        .execute();
      return 0;
    });
  }

  /** The right password: this address starts afresh at this account. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', throttleKey(email, address)).execute();
  }

  /** Rows of addresses that stopped failing a day ago: their count would start afresh anyway. */
  async purge(): Promise<number> {
    const before = new Date(this.now().getTime() - LOGIN_THROTTLE.forgetAfterMs).toISOString();
    const result = await this.db.deleteFrom('login_failures').where('last_failed_at', '<', before).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
