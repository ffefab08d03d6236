import SQLite from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider, type Migration } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as ownerSecurity from './migrations/002-owner-security.js';
import * as outboxDeadLetter from './migrations/003-outbox-dead-letter.js';
import * as outboxClaims from './migrations/004-outbox-claims.js';
import * as slotBookings from './migrations/005-slot-bookings.js';
import * as ownerAbuseLimits from './migrations/006-owner-abuse-limits.js';
import * as mailConfirmations from './migrations/007-mail-confirmations.js';
import * as outboxRecipients from './migrations/008-outbox-recipients.js';
import * as mailParts from './migrations/009-mail-parts.js';
import * as catalogueImport from './migrations/010-catalogue-import.js';
import * as searchAlerts from './migrations/011-search-alerts.js';
import { postgresPool } from './postgres-pool.js';
import { withSchemaChangeLock } from './schema-change-lock.js';
import type { Database } from './schema.js';

// Migrations are listed in code, so a bundled or compiled server needs no migration folder.
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-owner-security': ownerSecurity,
  '003-outbox-dead-letter': outboxDeadLetter,
  '004-outbox-claims': outboxClaims,
  '005-slot-bookings': slotBookings,
  '006-owner-abuse-limits': ownerAbuseLimits,
  '007-mail-confirmations': mailConfirmations,
  '008-outbox-recipients': outboxRecipients,
  '009-mail-parts': mailParts,
  '010-catalogue-import': catalogueImport,
  '011-search-alerts': searchAlerts,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/**
 * Where the data is: PostgreSQL when a `postgres://` URL is given (DATABASE_URL), in its schema
 * `databaseSchema` when given (DATABASE_SCHEMA), else the SQLite file.
 */
export type DatabaseLocation = { databaseUrl: string | null; databaseSchema?: string | null; databaseFile: string };

function sqliteDialect(file: string): SqliteDialect {
  // The data folder is made here, where it is first needed: loading the configuration writes nothing.
  mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers go on while the outbox worker writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: sqlite });
}

/**
 * Opens the database (creating the SQLite file and its folder if needed) and brings its schema up to date. On
 * PostgreSQL, migrations of every site on the database run one at a time (schema-change-lock.ts), so
 * instances starting together migrate once.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  const schema = location.databaseSchema ?? null;
  const dialect = location.databaseUrl
    ? new PostgresDialect({ pool: postgresPool(location.databaseUrl, schema) })
    : sqliteDialect(location.databaseFile);
  const db = new Kysely<Database>({ dialect });
  // The migrator creates the schema, and keeps its own tables in it: one per site on one database.
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const migrate = () => migrator.migrateToLatest();
  const { error, results } = location.databaseUrl ? await withSchemaChangeLock(db, migrate) : await migrate();
  for (const result of results ?? []) {
    if (result.status === 'Error') throw new Error(`migration ${result.migrationName} failed`);
  }
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  return db;
}
