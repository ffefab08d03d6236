import { sql, type Kysely } from 'kysely';
import { onPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

const LOCK = 'immo: catalogue import';

/** Imports of this process, one after the other (SQLite has no lock between connections to take). */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs one import while no other runs: two at once would both read the catalogue, both decide, and
 * the second would write over the first. PostgreSQL: a session advisory lock held by the connection
 * `work` uses (every instance and the CLI wait on it). SQLite: this process's imports queue; another
 * process (the CLI beside a server) is caught by the catalogue version check of run-import.ts.
 */
export function oneImportAtATime<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const run = queue.then(() => (onPostgres(db) ? underAdvisoryLock(db, work) : work(db)));
  queue = run.catch(() => undefined);
  return run;
}

function underAdvisoryLock<T>(db: Kysely<Database>, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext(${LOCK}))`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${LOCK}))`.execute(connection);
    }
  });
}
