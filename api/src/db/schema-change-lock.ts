import { sql, type Kysely } from 'kysely';

/**
 * An advisory lock of the whole PostgreSQL database (any fixed number; kysely's migrator uses its
 * own), held by whoever changes its schemas: a migration, or dropping a site's schema. kysely's
 * migrator reads the tables of every schema on the database before it takes its own lock, and a
 * table or schema dropped in that moment fails it ("relation … does not exist"), whether by another
 * site's migration (some rebuild a table) or by removing a site. Sites that share one database
 * (DATABASE_SCHEMA) meet that when they start or go together; the tests, which migrate and drop
 * their schemas in parallel, meet it whenever jest runs more than one worker.
 */
export const SCHEMA_CHANGE_LOCK = 4_720_311_950_118;

/** Runs `work` (a migration) while no other migration or schema drop runs on the database. */
export async function withSchemaChangeLock<T, DB>(db: Kysely<DB>, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${SCHEMA_CHANGE_LOCK})`.execute(connection);
    }
  });
}
