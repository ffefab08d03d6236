import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider, type Migration } from 'kysely';
import * as initial from './migrations/001-initial.js';
import * as ownerSecurity from './migrations/002-owner-security.js';
import * as outboxDeadLetter from './migrations/003-outbox-dead-letter.js';
import type { Database } from './schema.js';

// Migrations are listed in code, so a bundled or compiled server needs no migration folder.
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
  '002-owner-security': ownerSecurity,
  '003-outbox-dead-letter': outboxDeadLetter,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Opens (creating it if needed) the SQLite file and brings its schema up to date. */
export async function openDatabase(file: string): Promise<Kysely<Database>> {
  const sqlite = new SQLite(file);
  // WAL lets readers go on while the outbox worker writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === 'Error') throw new Error(`migration ${result.migrationName} failed`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return db;
}
