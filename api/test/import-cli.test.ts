import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import type { Kysely } from 'kysely';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { seedCatalogue } from '../src/db/seed-catalogue.js';
import { exampleFeed, rowsOf } from './import-helpers.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const API_ROOT = join(__dirname, '..');

let dataDir: string;
let database: TestDatabase;
let db: Kysely<Database>;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'immo-import-cli-'));
  database = await createTestDatabase(dataDir);
  db = await openDatabase(loadConfig(API_ROOT, { DATA_DIR: dataDir, ...database.env }));
  await seedCatalogue(db, { properties, propertyTypes, cities, projects, siteConfig, menuPages, regions });
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run import` as a process on the test's database: its exit code and what it printed. */
async function importCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/import/cli.ts', ...args],
      { cwd: API_ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...database.env } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

function feedFile(name: string, text: string): string {
  const file = join(dataDir, name);
  writeFileSync(file, text);
  return file;
}

describe('npm run import', () => {
  it('imports a feed file (its format guessed), prints the report, and exits 0; a dry run writes nothing', async () => {
    const sample = exampleFeed();
    sample.properties[0]!.Pictures = [{ url: '/media/4011842/1.jpg', name: 'Front view' }];
    sample.properties[1]!.Pictures = [];
    const file = feedFile('feed.json', JSON.stringify(sample));

    const dry = await importCli(file, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Import of "agency-crm" (json, full, cli): dry-run');
    expect(await rowsOf(db, 'agency-crm')).toEqual([]);

    const run = await importCli(file);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('added 2, updated 0, unchanged 0, withdrawn 0, rejected 0');
    expect((await rowsOf(db, 'agency-crm')).map((row) => row.id)).toEqual([4019001, 4019002]);
  });

  it('exits 1 on a hostile XML feed and stores the run as failed; 2 on wrong arguments', async () => {
    const file = feedFile(
      'feed.xml',
      '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><root>&x;</root>',
    );
    const run = await importCli(file);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DOCTYPE');
    expect(await db.selectFrom('import_runs').select(['source', 'outcome']).execute()).toEqual([
      { source: 'feed.xml', outcome: 'failed' },
    ]);

    expect((await importCli(file, '--mode', 'sometimes')).code).toBe(2);
  });
});
