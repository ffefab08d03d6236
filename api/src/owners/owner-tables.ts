import type { Generated, Kysely } from 'kysely';
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

/** When each reset link of an owner was made, for the hourly quota (migration 006-owner-abuse-limits). */
export type ResetLinkIssuesTable = { id: Generated<number>; owner_id: number; issued_at: string };

/** Visitors counted today (migration 006-owner-abuse-limits). */
export type PageViewVisitorsTable = {
  /** The UTC day of the view, `YYYY-MM-DD`. */
  day: string;
  /** HMAC-SHA256 of day, property, address and user agent: neither address nor user agent in clear. */
  visitor: string;
};

export type OwnerSecurityTables = {
  login_failures: LoginFailuresTable;
  reset_link_issues: ResetLinkIssuesTable;
  page_view_visitors: PageViewVisitorsTable;
};

/** The database with the owner accounts' own tables, which the rest of the API never reads. */
export function withOwnerTables(db: Kysely<Database>): Kysely<Database & OwnerSecurityTables> {
  return db.withTables<OwnerSecurityTables>();
}
