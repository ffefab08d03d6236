import { PostgresAdapter, type QueryExecutor } from 'kysely';

/**
 * Whether a database (or a transaction of it) is PostgreSQL rather than SQLite: the few statements
 * that differ (row locks, advisory locks, identity columns) ask this, everything else is the same.
 */
export function onPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
