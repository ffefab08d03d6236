import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import { withSchemaChangeLock } from '../../src/db/schema-change-lock.js';
import { createTestDatabase } from '../test-database.js';

// Only in the `api (PostgreSQL)` project: sites that share one database each have a schema.
const dir = mkdtempSync(join(tmpdir(), 'immo-schema-drop-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Asks until the answer holds: never a fixed wait. */
async function until(ask: () => Promise<boolean>): Promise<void> {
  while (!(await ask())) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("a site's schema dropped on a database where another site migrates", () => {
  it('is dropped only once the migration beside it has ended', async () => {
    const staying = await createTestDatabase(join(dir, 'staying'));
    const leaving = await createTestDatabase(join(dir, 'leaving'));
    const db = await openDatabase(staying);
    await (await openDatabase(leaving)).destroy();
    const schemaExists = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from pg_namespace where nspname = ${leaving.databaseSchema}`.execute(db)
      ).rows[0]!.n === 1;
    let endMigration!: () => void;
    let migrating!: () => void;
    const started = new Promise<void>((resolve) => (migrating = resolve));
    const migration = withSchemaChangeLock(db, () => {
      migrating();
      return new Promise<void>((resolve) => (endMigration = resolve));
    });
    await started;
    const dropped = leaving.drop();
    // The drop waits for the lock while the migration runs, and the schema is still there.
    await until(
      async () =>
        (
          await sql<{
            n: number;
          }>`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`.execute(db)
        ).rows[0]!.n === 1,
    );
    expect(await schemaExists()).toBe(true);
    endMigration();
    await migration;
    await dropped;
    expect(await schemaExists()).toBe(false);
    await db.destroy();
    await staying.drop();
  });
});
