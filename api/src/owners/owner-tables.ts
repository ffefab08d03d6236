import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** One account and source address's failed logins (migration 002-owner-security). */
export type LoginFailuresTable = {
  /** SHA-256 of the e-mail address as typed and the source address: neither is kept in clear. */
  key: string;
  failures: number;
  last_failed_at: string;
  /** Until when this address may not try this account again; null before the delays start. */
  blocked_until: string | null;
};

export type OwnerSecurityTables = { login_failures: LoginFailuresTable };

/** The database with the owner accounts' own tables, which the rest of the API never reads. */
export function withOwnerTables(db: Kysely<Database>): Kysely<Database & OwnerSecurityTables> {
  return db.withTables<OwnerSecurityTables>();
}
