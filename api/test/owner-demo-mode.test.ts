import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { properties } from '@immo/shared/data';
import type { Kysely } from 'kysely';
import { ConfigError, loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { demoAccountsIn, prepareOwnerAccounts, prepareOwnerAccountsOrExit } from '../src/owners/demo-owners.js';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

let dir: string;
let db: Kysely<Database>;
let database: TestDatabase;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'immo-demo-'));
  database = await createTestDatabase(dir);
  db = await openDatabase(database);
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const now = new Date('2026-11-22T10:00:00Z');
const DEMO_EMAILS = DEMO_OWNERS.map((owner) => owner.email).sort();

describe('demo owners (published passwords) exist in demo mode only', () => {
  it('are seeded in demo mode, as `npm start` runs', async () => {
    await prepareOwnerAccounts(db, properties, now, { demo: true, production: false });
    expect(await demoAccountsIn(db)).toEqual(DEMO_EMAILS);
  });

  it('are not seeded otherwise, in production or not', async () => {
    await prepareOwnerAccounts(db, properties, now, { demo: false, production: false });
    await prepareOwnerAccounts(db, properties, now, { demo: false, production: true });
    expect(await db.selectFrom('owners').select('email').execute()).toEqual([]);
  });

  it('stop a production start that finds them, unless it is a demonstration', async () => {
    await prepareOwnerAccounts(db, properties, now, { demo: true, production: false });
    const production = prepareOwnerAccounts(db, properties, now, { demo: false, production: true });
    await expect(production).rejects.toThrow(ConfigError);
    await expect(production).rejects.toThrow(/an\.peeters@example\.be.*NODE_ENV=production.*DEMO=1/);
    await prepareOwnerAccounts(db, properties, now, { demo: true, production: true });
    await prepareOwnerAccounts(db, properties, now, { demo: false, production: false });
  });

  it('end the start with one clear line and exit code 1', async () => {
    await prepareOwnerAccounts(db, properties, now, { demo: true, production: false });
    const reported: string[] = [];
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    await expect(
      prepareOwnerAccountsOrExit(db, properties, now, { demo: false, production: true }, exit, (message) =>
        reported.push(message),
      ),
    ).rejects.toThrow('exit 1');
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^@immo\/api will not start: the database holds the demo owner accounts/);
  });
});

describe('DEMO and NODE_ENV', () => {
  const env = () => ({ DATA_DIR: join(dir, 'data') });

  it('read DEMO as 1/true or 0/false, off when unset', () => {
    expect(loadConfig(__dirname, env()).demo).toBe(false);
    expect(loadConfig(__dirname, { ...env(), DEMO: '1' }).demo).toBe(true);
    expect(loadConfig(__dirname, { ...env(), DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig(__dirname, { ...env(), DEMO: '0' }).demo).toBe(false);
    expect(() => loadConfig(__dirname, { ...env(), DEMO: 'yes' })).toThrow(/DEMO must be 1 or 0/);
  });

  it('take production from NODE_ENV', () => {
    expect(loadConfig(__dirname, { ...env(), NODE_ENV: 'production' }).production).toBe(true);
    expect(loadConfig(__dirname, { ...env(), NODE_ENV: 'development' }).production).toBe(false);
  });
});
