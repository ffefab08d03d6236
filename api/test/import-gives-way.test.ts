import type { KyselyPlugin } from 'kysely';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { readFeed } from '../src/import/schedule/read-feed.js';
import { runImport } from '../src/import/run-import.js';
import { exampleFeed, standInPictures } from './import-helpers.js';
import { ON_POSTGRES } from './test-database.js';
import { createTestApp, type TestApp } from './test-app.js';

// An import run by the schedule or a CRM's push runs inside a server instance: while it reads,
// plans and writes a feed, the instance's visitors must still be answered (issue 24). Measured
// before: a 10,000-property feed held the event loop, so every request, for ~2 s.

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

const COUNT = 600;
/** Records between two turns of the event loop (src/event-loop/give-way.ts): at least this many turns a phase. */
const TURNS = Math.floor(COUNT / 64);

/** A feed of the first `count` of COUNT properties, each the example's first under its own external id. */
function feedOf(count: number): string {
  const [property] = exampleFeed().properties;
  const properties = Array.from({ length: count }, (_, index) => ({
    ...property,
    externalId: `CRM-${index}`,
    publicId: undefined,
    Pictures: [],
  }));
  return JSON.stringify({ format: 'immo-feed', version: 1, source: 'agency-crm', properties });
}

/** Counts the turns of the event loop: each one a moment a request could be answered. */
function turnWatch() {
  let turns = 0;
  let handle = setImmediate(function turn() {
    turns += 1;
    handle = setImmediate(turn);
  });
  return { turns: () => turns, stop: () => clearImmediate(handle) };
}

/** Counts the turns of the event loop until stopped. */
function turnCounter() {
  const loop = turnWatch();
  return () => {
    loop.stop();
    return loop.turns();
  };
}

const listed = async () =>
  (await test.app.inject({ method: 'GET', url: '/api/properties?lang=nl&count=1' })).json<{ total: number }>().total;

async function imported(text: string, force = false) {
  const stop = turnCounter();
  const feed = await readFeed(text, 'json');
  const reading = stop();
  const stopImporting = turnCounter();
  const report = await runImport(test.db, feed, {
    mode: 'full',
    maxWithdrawShare: 0.3,
    force,
    trigger: 'schedule',
    now: test.clock.now,
    pictures: standInPictures(),
  });
  const importing = stopImporting();
  const stopReloading = turnCounter();
  await test.app.catalogueRefresh.check();
  return { report, reading, importing, reloading: stopReloading() };
}

describe('an import inside a server', () => {
  it("lets the event loop turn while it reads, plans and writes the feed and reloads: the instance's visitors are answered", async () => {
    const before = await listed();
    const { report, reading, importing, reloading } = await imported(feedOf(COUNT));
    expect(report).toMatchObject({ outcome: 'imported', added: COUNT, rejected: [] });
    // No phase holds the loop for more than a slice of records.
    expect(reading).toBeGreaterThanOrEqual(TURNS);
    expect(importing).toBeGreaterThanOrEqual(TURNS);
    expect(reloading).toBeGreaterThanOrEqual(TURNS);
    // The reload took every change in: all of them are listed.
    expect(await listed()).toBe(before + COUNT);

    // A run that withdraws most of them: the reload takes them off.
    const shrunk = await imported(feedOf(50), true);
    expect(shrunk.report).toMatchObject({ outcome: 'imported', withdrawn: COUNT - 50 });
    expect(await listed()).toBe(before + 50);
  });

  it('reloads the changed rows in pages on SQLite, a turn of the loop between them (PostgreSQL: one query)', async () => {
    await imported(feedOf(COUNT));
    const loop = turnWatch();
    // The loop's turns so far when each read of the changed rows starts.
    const turnsAtEachRead: number[] = [];
    const readsOfChanges: KyselyPlugin = {
      transformQuery({ node }) {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes('"catalogue_version"'))
          turnsAtEachRead.push(loop.turns());
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const catalogue = await Catalogue.load(test.db);
    const reloaded = await catalogue.withChangesSince(test.db.withPlugin(readsOfChanges), 0);
    loop.stop();
    expect(reloaded.properties).toHaveLength(catalogue.properties.length);
    if (ON_POSTGRES) expect(turnsAtEachRead).toHaveLength(1);
    else {
      // 600 rows and more: two pages at least, each after a turn the visitors' answers could take.
      expect(turnsAtEachRead.length).toBeGreaterThanOrEqual(2);
      for (let page = 1; page < turnsAtEachRead.length; page += 1)
        expect(turnsAtEachRead[page]!).toBeGreaterThan(turnsAtEachRead[page - 1]!);
    }
  });
});
