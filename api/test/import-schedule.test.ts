import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import type { ImportReport } from '../src/import/import-report.js';
import { takeImportLease } from '../src/import/schedule/import-lease.js';
import { ScheduledImport } from '../src/import/schedule/scheduled-import.js';
import { exampleFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp | null = null;
let server: Server | null = null;
afterEach(async () => {
  await test?.close();
  test = null;
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = null;
});

/** The example feed with pictures of this site (kept as they are, nothing downloaded). */
function feedText(): string {
  const feed = exampleFeed();
  for (const property of feed.properties) property.Pictures = [{ url: '/media/4011842/1.jpg', name: 'Front' }];
  return JSON.stringify({ format: 'immo-feed', version: 1, ...feed });
}

/** A feed on a local HTTP server, as an agency's software publishes it; its URL. */
async function serveFeed(body: () => { status: number; text: string }): Promise<string> {
  server = createServer((_request, response) => {
    const { status, text } = body();
    response.writeHead(status, { 'content-type': 'application/json' }).end(text);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`;
}

/** What a run that changed nothing reports. */
function importedReport(source: string): ImportReport {
  return {
    ...{ runId: 1, source, format: 'json', mode: 'full', trigger: 'schedule', outcome: 'imported' },
    ...{ added: 0, updated: 0, unchanged: 2, withdrawn: 0, rejected: [] },
    pictures: { fetched: 0, reused: 0, failed: 0, failures: [] },
    ...{ startedAt: '', durationMs: 0, catalogueVersion: 1 },
  };
}

/** An instance's scheduled pull on the test database: it notes each fetch in `fetched`, imports nothing. */
function scheduledInstance(
  app: TestApp,
  name: string,
  fetched: string[],
  { everyMs = 15 * 60_000, importing = Promise.resolve() } = {},
): ScheduledImport {
  return new ScheduledImport({
    db: app.db,
    schedule: { feedUrl: 'https://feeds.example.be/agency.json', format: 'json', mode: 'full', everyMs },
    fetchFeed: async () => {
      fetched.push(name);
      return feedText();
    },
    importFeed: async (feed) => {
      await importing;
      return importedReport(feed.source);
    },
    now: app.clock.now,
    log: { info: () => {}, warn: () => {}, error: () => {} },
  });
}

/** The lease's row as stored (site_settings). */
async function storedLease(app: TestApp): Promise<string | undefined> {
  const row = await app.db
    .selectFrom('site_settings')
    .select('value')
    .where('key', '=', 'importLease')
    .executeTakeFirst();
  return row?.value;
}

describe('the scheduled pull (IMPORT_FEED_URL)', () => {
  it('imports the feed a local server publishes on a tick, and this instance shows it at once', async () => {
    const url = await serveFeed(() => ({ status: 200, text: feedText() }));
    test = await createTestApp({
      env: { IMPORT_FEED_URL: url, IMPORT_EVERY: '1h', IMPORT_FORMAT: '', IMPORT_ALLOW_PRIVATE_HOSTS: '1' },
    });
    const report = await test.app.scheduledImport!.tick();
    expect(report).toMatchObject({
      source: 'agency-crm',
      trigger: 'schedule',
      mode: 'full',
      outcome: 'imported',
      added: 2,
    });

    const page = await test.app.inject({ method: 'GET', url: '/api/properties/4019001?lang=nl' });
    expect(page.statusCode).toBe(200);
    const again = await test.app.scheduledImport!.tick();
    expect(again).toMatchObject({ outcome: 'imported', added: 0, unchanged: 2 });
  });

  it('changes nothing when the feed cannot be had, and tries again at the next tick', async () => {
    let status = 503;
    const url = await serveFeed(() => ({ status, text: status === 200 ? feedText() : 'down' }));
    test = await createTestApp({ env: { IMPORT_FEED_URL: url, IMPORT_ALLOW_PRIVATE_HOSTS: '1' } });
    expect(await test.app.scheduledImport!.tick()).toMatchObject({ outcome: 'failed', trigger: 'schedule' });
    expect(await test.db.selectFrom('properties').select('id').where('source', '=', 'agency-crm').execute()).toEqual(
      [],
    );
    // Whoever watches /api/health sees that the feed is broken, not the last good run.
    const health = (await test.app.inject({ method: 'GET', url: '/api/health' })).json();
    expect(health.lastImport).toMatchObject({ outcome: 'failed', trigger: 'schedule' });
    status = 200;
    expect(await test.app.scheduledImport!.tick()).toMatchObject({ outcome: 'imported', added: 2 });
  });

  it('does not fetch from a private address unless IMPORT_ALLOW_PRIVATE_HOSTS is set', async () => {
    let requests = 0;
    const url = await serveFeed(() => {
      requests += 1;
      return { status: 200, text: feedText() };
    });
    test = await createTestApp({ env: { IMPORT_FEED_URL: url } });
    expect(await test.app.scheduledImport!.tick()).toMatchObject({ outcome: 'failed' });
    expect(requests).toBe(0);
  });

  it('runs on one instance at a time: the one holding the lease', async () => {
    test = await createTestApp();
    const fetched: string[] = [];
    const instance = (name: string) => scheduledInstance(test!, name, fetched);
    const [a, b] = [instance('a'), instance('b')];
    const first = await Promise.all([a.tick(), b.tick()]);
    expect(first.filter((report) => report !== null)).toHaveLength(1);
    const holder = fetched[0] === 'a' ? a : b;
    const other = holder === a ? b : a;

    // The holder's next turns are its own; the other's come once the holder stops (or dies).
    test.clock.advance(15 * 60_000);
    expect(await other.tick()).toBeNull();
    expect(await holder.tick()).not.toBeNull();
    await holder.stop();
    expect(await other.tick()).not.toBeNull();
    expect(fetched).toHaveLength(3);
  });
});

describe('the import lease', () => {
  it('is held by one of many instances asking at once, renewed by it, and free once it runs out', async () => {
    test = await createTestApp();
    const now = test.clock.now();
    const taken = await Promise.all(
      Array.from({ length: 8 }, (_, i) => takeImportLease(test!.db, `instance-${i}`, now, 60_000)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    const holder = `instance-${taken.indexOf(true)}`;
    const other = holder === 'instance-0' ? 'instance-1' : 'instance-0';
    const later = (ms: number) => new Date(now.getTime() + ms);
    expect(await takeImportLease(test.db, other, later(59_000), 60_000)).toBe(false);
    expect(await takeImportLease(test.db, holder, later(59_000), 60_000)).toBe(true);
    // Renewed until 119 s: a dead holder's lease passes on after that.
    expect(await takeImportLease(test.db, other, later(118_000), 60_000)).toBe(false);
    expect(await takeImportLease(test.db, other, later(120_000), 60_000)).toBe(true);
  });
});

describe('the import configuration', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'immo-import-config-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (env: Record<string, string>) => loadConfig(join(__dirname, '..'), { DATA_DIR: dataDir, ...env });
  const FEED = { IMPORT_FEED_URL: 'https://crm.example.be/feed.json' };

  it('has no schedule, no push and a 30 % share guard by default; polls the catalogue every 5 s', () => {
    expect(load({})).toMatchObject({
      importSchedule: null,
      importPushSecret: null,
      importMaxWithdrawShare: 0.3,
      cataloguePollMs: 5000,
    });
  });

  it('schedules a feed every IMPORT_EVERY, in full mode and a guessed format unless told', () => {
    expect(load(FEED).importSchedule).toEqual({
      ...{ feedUrl: FEED.IMPORT_FEED_URL },
      format: null,
      mode: 'full',
      everyMs: 900_000,
    });
    expect(load({ ...FEED, IMPORT_EVERY: '2h', IMPORT_MODE: 'delta', IMPORT_FORMAT: 'kyero' }).importSchedule).toEqual({
      feedUrl: FEED.IMPORT_FEED_URL,
      format: 'kyero',
      mode: 'delta',
      everyMs: 7_200_000,
    });
  });

  it('refuses what it cannot run', () => {
    for (const every of ['15', 'often', '30s', '1d', '-5m'])
      expect(() => load({ ...FEED, IMPORT_EVERY: every })).toThrow(/IMPORT_EVERY/);
    expect(() => load({ IMPORT_FEED_URL: 'ftp://crm.example.be/feed' })).toThrow(/IMPORT_FEED_URL/);
    expect(() => load({ ...FEED, IMPORT_FORMAT: 'csv' })).toThrow(/IMPORT_FORMAT/);
    expect(() => load({ ...FEED, IMPORT_MODE: 'partial' })).toThrow(/IMPORT_MODE/);
    expect(() => load({ IMPORT_MAX_WITHDRAW_SHARE: '30' })).toThrow(/IMPORT_MAX_WITHDRAW_SHARE/);
    expect(() => load({ IMPORT_PUSH_SECRET: 'short' })).toThrow(/IMPORT_PUSH_SECRET/);
    expect(() => load({ CATALOGUE_POLL_MS: '0' })).toThrow(/CATALOGUE_POLL_MS/);
  });
});

describe('the scheduled pull on a busy instance', () => {
  it('renews its lease while a long run goes on, so no other instance takes its turn meanwhile', async () => {
    test = await createTestApp();
    const fetched: string[] = [];
    let finish!: () => void;
    const importing = new Promise<void>((resolve) => (finish = resolve));
    // A period of 40 ms: the lease lasts 60 ms of the test clock and is renewed every 20 ms of real time.
    const holder = scheduledInstance(test, 'holder', fetched, { everyMs: 40, importing });
    const other = scheduledInstance(test, 'other', fetched, { everyMs: 40 });
    const run = holder.tick();
    while (fetched.length === 0) await new Promise((resolve) => setImmediate(resolve));

    // Past the first lease's end only once a renewal has taken it further.
    test.clock.advance(50);
    const before = await storedLease(test);
    while ((await storedLease(test)) === before) await new Promise((resolve) => setTimeout(resolve, 5));
    test.clock.advance(50);
    expect(await other.tick()).toBeNull();

    finish();
    expect(await run).not.toBeNull();
    expect(fetched).toEqual(['holder']);
    await holder.stop();
  });
});
