import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseLocation } from '../src/db/database.js';
import { SCHEMA_CHANGE_LOCK } from '../src/db/schema-change-lock.js';

/** True in the `api (PostgreSQL)` jest project (test/postgres/use-postgres.ts), false in `api (SQLite)`. */
export const ON_POSTGRES = process.env.IMMO_TEST_DATABASE === 'postgres';

/** The secret every instance on one PostgreSQL database must share (config.ts requires it there). */
const SHARED_SESSION_SECRET = 'the secret every test instance shares';

export type TestDatabase = DatabaseLocation & {
  /** What loadConfig or a server process needs to open this same database. */
  env: Record<string, string>;
  /** Removes the database (a SQLite file goes with its test's folder). */
  drop: () => Promise<void>;
};

/** The cluster's superuser URL, which the project's globalSetup (test/postgres/start-cluster.mjs) sets. */
function clusterUrl(): URL {
  const url = process.env.IMMO_TEST_POSTGRES_URL;
  if (!url) throw new Error('No PostgreSQL cluster: run the API tests through the root jest config (`npx jest`).');
  return new URL(url);
}

/** Drops a schema once no test app or server is migrating (the lock ends with the session). */
async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterUrl().href });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_CHANGE_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test app or server process, so tests stay independent and may run
 * in parallel: on SQLite a file in the test's folder, on PostgreSQL a schema of its own on the test
 * run's throwaway cluster.
 */
export async function createTestDatabase(dataDir: string): Promise<TestDatabase> {
  if (!ON_POSTGRES) {
    const databaseFile = join(dataDir, 'immo.sqlite');
    return { databaseUrl: null, databaseFile, env: { DATABASE_FILE: databaseFile }, drop: async () => {} };
  }
  // A schema, not a database: CREATE DATABASE costs a quarter of a second, a schema nothing (the
  // migrator creates it on first open), and DATABASE_SCHEMA is how sites share one database anyway.
  const schema = `immo_test_${randomBytes(6).toString('hex')}`;
  const url = clusterUrl().href;
  return {
    databaseUrl: url,
    databaseSchema: schema,
    databaseFile: join(dataDir, 'immo.sqlite'),
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema, SESSION_SECRET: SHARED_SESSION_SECRET },
    drop: () => dropSchema(schema),
  };
}
