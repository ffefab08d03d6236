import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** A session ends after 30 minutes without use, and 12 hours after login whatever happens. */
export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether the CSRF token a request carries is the session's, in a time that does not depend on
 * where they differ (a plain `!==` stops at the first different character).
 */
export function sameToken(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  // timingSafeEqual needs equal lengths; every token has the same length, so this tells nothing.
  return a.length === b.length && timingSafeEqual(a, b);
}

export type OwnerSession = { ownerId: number; csrfToken: string };

/** Server-side sessions: the cookie holds a random token; the database only its hash. */
export class Sessions {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
  ) {}

  /** A new session id on every login (no fixation). */
  async create(ownerId: number): Promise<{ token: string; csrfToken: string }> {
    const token = randomBytes(32).toString('base64url');
    const csrfToken = randomBytes(24).toString('base64url');
    const at = this.now().toISOString();
    await this.db
      .insertInto('sessions')
      .values({ id_hash: digest(token), owner_id: ownerId, csrf_token: csrfToken, created_at: at, last_seen_at: at })
      .execute();
    return { token, csrfToken };
  }

  /** The live session of a cookie, touched; null when unknown or expired (an expired one is deleted). */
  async find(token: string | undefined): Promise<OwnerSession | null> {
    if (!token) return null;
    const row = await this.db
      .selectFrom('sessions')
      .selectAll()
      .where('id_hash', '=', digest(token))
      .executeTakeFirst();
    if (!row) return null;
    const now = this.now().getTime();
    const expired =
      now - Date.parse(row.created_at) > ABSOLUTE_TIMEOUT_MS || now - Date.parse(row.last_seen_at) > IDLE_TIMEOUT_MS;
    if (expired) {
      await this.db.deleteFrom('sessions').where('id_hash', '=', row.id_hash).execute();
      return null;
    }
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: this.now().toISOString() })
      .where('id_hash', '=', row.id_hash)
      .execute();
    return { ownerId: row.owner_id, csrfToken: row.csrf_token };
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.db.deleteFrom('sessions').where('id_hash', '=', digest(token)).execute();
  }

  /** Every session of an owner, in the caller's transaction when given (a password reset). */
  async destroyAllOf(ownerId: number, trx: Kysely<Database> = this.db): Promise<void> {
    await trx.deleteFrom('sessions').where('owner_id', '=', ownerId).execute();
  }

  /**
   * Sessions past either timeout: `find` deletes one only when its cookie comes back, and most
   * never do (a closed tab), so the scheduled purge removes the rest.
   */
  async purge(): Promise<number> {
    const now = this.now().getTime();
    const result = await this.db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([
          eb('created_at', '<', new Date(now - ABSOLUTE_TIMEOUT_MS).toISOString()),
          eb('last_seen_at', '<', new Date(now - IDLE_TIMEOUT_MS).toISOString()),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}

export function tokenDigest(token: string): string {
  return digest(token);
}
