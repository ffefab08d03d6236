import { readFeed } from '../src/import/schedule/read-feed.js';
import { runImport } from '../src/import/run-import.js';
import { exampleFeed, standInPictures } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// An import run by the schedule or a CRM's push runs inside a server instance: while it reads,
// plans and writes a feed, the instance's visitors must still be answered (issue 24). Measured
// before: a 10,000-property feed held the event loop, so every request, for ~2 s.

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

/** A feed of `count` properties, each the example's first under its own external id. */
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

/** Counts the turns of the event loop until stopped: each one a moment a request could be answered. */
function turnCounter() {
  let turns = 0;
  let handle = setImmediate(function turn() {
    turns += 1;
    handle = setImmediate(turn);
  });
  return () => {
    clearImmediate(handle);
    return turns;
  };
}

describe('an import inside a server', () => {
  it("lets the event loop turn while it reads, plans and writes the feed: the instance's visitors are answered", async () => {
    const text = feedOf(600);
    const stop = turnCounter();
    const feed = await readFeed(text, 'json');
    const afterReading = stop();
    expect(afterReading).toBeGreaterThan(0);

    const stopWriting = turnCounter();
    const report = await runImport(test.db, feed, {
      mode: 'full',
      maxWithdrawShare: 0.3,
      trigger: 'schedule',
      now: test.clock.now,
      pictures: standInPictures(),
    });
    const whileImporting = stopWriting();
    expect(report).toMatchObject({ outcome: 'imported', added: 600, rejected: [] });
    expect(whileImporting).toBeGreaterThan(0);

    // The reload of the catalogue after it, too.
    const stopReloading = turnCounter();
    await test.app.catalogueRefresh.check();
    expect(stopReloading()).toBeGreaterThan(0);
    const list = (await test.app.inject({ method: 'GET', url: '/api/properties?lang=nl&count=1' })).json();
    expect(list.total).toBeGreaterThanOrEqual(600);
  });
});
