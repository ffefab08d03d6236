import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { ResetLinkQuota } from './reset-link-quota.js';
import { tokenDigest } from './sessions.js';

export const RESET_LIFETIME_MINUTES = 30;

/**
 * Password reset links: one use, 30 minutes, and only one live per owner — a new link ends the
 * ones mailed before, and using one ends the others, so an older mail left in an inbox is of no
 * use to whoever reads it later. A few new links an hour at most (reset-link-quota.ts), so nobody
 * can keep ending the owner's live one. The database keeps the token's SHA-256 only.
 */
export class ResetTokens {
  readonly quota: ResetLinkQuota;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {
    this.quota = new ResetLinkQuota(db, now);
  }

  /**
   * A new token for the owner, in the caller's transaction (with the mail that carries it); null
   * when the owner had their links of the hour, and then the live one stays.
   */
  async issue(trx: Transaction<Database>, ownerId: number): Promise<string | null> {
    if (!(await this.quota.take(trx, ownerId))) return null;
    const token = randomBytes(32).toString('base64url');
    await trx.deleteFrom('password_resets').where('owner_id', '=', ownerId).execute();
    await trx
      .insertInto('password_resets')
      .values({
        token_hash: tokenDigest(token),
        owner_id: ownerId,
        expires_at: new Date(this.now().getTime() + RESET_LIFETIME_MINUTES * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    return token;
  }

  /** The owner of a live token, without using it (the new password is checked first). */
  async ownerOf(token: string): Promise<number | null> {
    const row = await this.live(this.db, token).select('owner_id').executeTakeFirst();
    return row?.owner_id ?? null;
  }

  /**
   * Uses the token in the caller's transaction: it and every other token of its owner end.
   * Null when it is no longer live (used meanwhile, or expired).
   */
  async redeem(trx: Kysely<Database>, token: string): Promise<number | null> {
    const row = await this.live(trx, token).select('owner_id').executeTakeFirst();
    if (!row) return null;
    await trx.deleteFrom('password_resets').where('owner_id', '=', row.owner_id).execute();
    return row.owner_id;
  }

  /** Used and expired tokens, for the scheduled purge. */
  async purge(): Promise<number> {
    const result = await this.db
      .deleteFrom('password_resets')
      .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', this.now().toISOString())]))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  private live(db: Kysely<Database>, token: string) {
    return db
      .selectFrom('password_resets')
      .where('token_hash', '=', tokenDigest(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', this.now().toISOString());
  }
}
