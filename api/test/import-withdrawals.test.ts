import { readCatalogueVersion } from '../src/import/catalogue-version.js';
import { exampleFeed, importFeed, rowsOf, type ExampleFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(async () => {
  await test.close();
});

const get = (url: string) => test.app.inject({ method: 'GET', url });

/** The example feed's house ten times over (CRM-1 … CRM-10), the base a guard is measured on. */
function feedOfTen(): ExampleFeed {
  const feed = exampleFeed();
  const house = feed.properties[0]!;
  feed.properties = Array.from({ length: 10 }, (_, index) => ({
    ...house,
    externalId: `CRM-${index + 1}`,
    publicId: 4020001 + index,
  }));
  return feed;
}

const without = (feed: ExampleFeed, ...externalIds: string[]): ExampleFeed => ({
  ...feed,
  properties: feed.properties.filter((property) => !externalIds.includes(property.externalId)),
});

describe('withdrawing properties a feed no longer lists', () => {
  it('full mode: a property missing from the feed leaves the site, kept in the database, and comes back when named again', async () => {
    await importFeed(test, feedOfTen());
    const version = await readCatalogueVersion(test.db);

    const report = await importFeed(test, without(feedOfTen(), 'CRM-3'));
    await test.app.reloadCatalogue();

    expect(report).toMatchObject({ outcome: 'imported', withdrawn: 1, unchanged: 9 });
    expect(report.catalogueVersion).toBe(version + 1);
    expect((await get('/api/properties/4020003')).statusCode).toBe(404);
    expect((await get('/api/search-index?lang=en')).json().propertyIds).not.toContain(4020003);
    expect(
      (await get('/api/properties?ids=4020003,4020004')).json().items.map((item: { ID: number }) => item.ID),
    ).toEqual([4020004]);
    const row = (await rowsOf(test.db, 'agency-crm')).find((property) => property.external_id === 'CRM-3');
    expect(row?.withdrawn_at).toBe(test.clock.now().toISOString());

    const back = await importFeed(test, feedOfTen());
    await test.app.reloadCatalogue();
    expect(back).toMatchObject({ updated: 1, unchanged: 9, withdrawn: 0 });
    expect((await get('/api/properties/4020003')).statusCode).toBe(200);
  });

  it('leaves the sample catalogue and other sources alone', async () => {
    await importFeed(test, feedOfTen());
    const other = exampleFeed();
    other.source = 'other-crm';
    other.properties = [{ ...other.properties[1], externalId: 'X-1' }];
    expect(await importFeed(test, other)).toMatchObject({ added: 1, withdrawn: 0 });
    await test.app.reloadCatalogue();
    expect((await get('/api/properties/4020001')).statusCode).toBe(200);
    expect((await get('/api/properties/4011842')).statusCode).toBe(200);
  });

  it('delta mode: upserts what it gives and withdraws the ids it lists, nothing else', async () => {
    await importFeed(test, feedOfTen());
    const delta = {
      ...without(feedOfTen(), ...Array.from({ length: 9 }, (_, index) => `CRM-${index + 2}`)),
      withdrawn: ['CRM-5', 'UNKNOWN'],
    };
    delta.properties[0]!.Price = 455000;

    const report = await importFeed(test, delta, { mode: 'delta' });
    await test.app.reloadCatalogue();

    expect(report).toMatchObject({ outcome: 'imported', updated: 1, withdrawn: 1 });
    expect((await get('/api/properties/4020005')).statusCode).toBe(404);
    expect((await get('/api/properties/4020002')).statusCode).toBe(200);
    expect((await get('/api/properties/4020001')).json().Price).toBe(455000);
  });

  it('refuses a run that would withdraw more than 30 % of the source, changing nothing, unless forced', async () => {
    await importFeed(test, feedOfTen());
    const before = await rowsOf(test.db, 'agency-crm');
    const version = await readCatalogueVersion(test.db);
    const truncated = without(feedOfTen(), 'CRM-7', 'CRM-8', 'CRM-9', 'CRM-10');
    truncated.properties[0]!.Price = 1;

    const refused = await importFeed(test, truncated);
    expect(refused).toMatchObject({ outcome: 'refused', added: 0, updated: 0, withdrawn: 0 });
    expect(refused.reason).toContain("4 of the source's 10");
    expect(await rowsOf(test.db, 'agency-crm')).toEqual(before);
    expect(await readCatalogueVersion(test.db)).toBe(version);
    const run = await test.db
      .selectFrom('import_runs')
      .selectAll()
      .where('id', '=', refused.runId)
      .executeTakeFirstOrThrow();
    expect(run.outcome).toBe('refused');

    // Three of ten is within the share.
    expect(await importFeed(test, without(feedOfTen(), 'CRM-8', 'CRM-9', 'CRM-10'))).toMatchObject({
      outcome: 'imported',
      withdrawn: 3,
    });
    const forced = await importFeed(test, truncated, { force: true });
    expect(forced).toMatchObject({ outcome: 'imported', updated: 1, withdrawn: 1 });
  });
});
