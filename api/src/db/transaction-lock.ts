import { sql, type Transaction } from 'kysely';
import { onPostgres } from './dialect.js';

/**
 * Makes transactions about one `key` (a login throttle row, the mails to one address) run one after
 * the other, when each reads before it writes and two at once would both read the old value.
 * PostgreSQL: a transaction-scoped advisory lock on the key's hash, freed by commit or rollback
 * (another key with the same hash only waits a little). SQLite needs none: kysely's driver runs one
 * transaction at a time on its one connection, and several instances never share a SQLite file.
 */
export async function lockForTransaction<DB>(trx: Transaction<DB>, key: string): Promise<void> {
  if (onPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
}
