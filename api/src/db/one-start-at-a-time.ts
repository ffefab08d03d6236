import { sql, type Kysely } from 'kysely';
import { onPostgres } from './dialect.js';
import type { Database } from './schema.js';

/**
 * Runs a start's seeding (catalogue, owners, visit slots) while no other instance runs its own:
 * each seed looks whether its rows exist and fills them if not, and two instances starting
 * together on an empty PostgreSQL database would both find nothing and both insert. A session-level
 * advisory lock on one connection, which `work` uses for everything it does; the next instance
 * waits, then finds the rows. SQLite needs none: one process per file.
 */
export async function oneStartAtATime(
  db: Kysely<Database>,
  work: (db: Kysely<Database>) => Promise<void>,
): Promise<void> {
  if (!onPostgres(db)) return work(db);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(hashtext('immo: seeding at start'))`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(hashtext('immo: seeding at start'))`.execute(connection);
    }
  });
}
