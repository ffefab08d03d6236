import { rmSync } from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import { propertyPath, type CatalogueProperty } from '@immo/shared';
import { raiseCatalogueVersion, readCatalogueVersion } from '../src/import/catalogue-version.js';
import type { CatalogueChanges } from '../src/import/catalogue-changes.js';
import { exampleFeed, importFeed, rowsOf, standInPictures, staticRootWithShell } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
let root: string;
beforeEach(async () => {
  root = staticRootWithShell();
  test = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: root, SITE_ORIGIN: 'https://www.immolys.be' } });
});
afterEach(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => test.app.inject({ method: 'GET', url });

describe('importing a feed of our JSON format', () => {
  it('adds its properties under their public ids, with their pictures and their cities', async () => {
    const version = await readCatalogueVersion(test.db);
    const report = await importFeed(test, exampleFeed());
    expect(report).toMatchObject({
      outcome: 'imported',
      added: 2,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      rejected: [],
    });
    expect(report.catalogueVersion).toBe(version + 1);
    await test.app.reloadCatalogue();

    // publicId was free: taken. The second asked for none: the next after the highest id.
    const house = (await get('/api/properties/4019001?lang=nl')).json();
    expect(house).toMatchObject({
      City: 'Gent',
      Price: 465000,
      Title: 'Gerenoveerde stadswoning met tuin bij het Citadelpark',
    });
    expect(house.Pictures).toHaveLength(2);
    expect(house.SmallPictureItem.Url).toMatch(/^\/media\/imported\/[0-9a-f]{64}\.jpg$/);
    const rows = await rowsOf(test.db, 'agency-crm');
    expect(rows.map((row) => [row.external_id, row.id])).toEqual([
      ['CRM-10482', 4019001],
      ['CRM-10517', 4019002],
    ]);
    // Lier was not a city of the catalogue: it is now, so the search offers it.
    const index = (await get('/api/search-index?lang=nl')).json();
    expect(index.cities).toContainEqual(expect.objectContaining({ name: 'Lier', zip: '2500', rent: 1 }));
    expect(index.propertyIds).toEqual(expect.arrayContaining([4019001, 4019002]));
  });

  it('changes nothing on a second run of the same feed: no write, no new catalogue version', async () => {
    await importFeed(test, exampleFeed());
    const before = await rowsOf(test.db, 'agency-crm');
    const version = await readCatalogueVersion(test.db);
    test.clock.advance(60_000);
    const pictures = standInPictures();

    const again = await importFeed(test, exampleFeed(), { pictures });

    expect(again).toMatchObject({ outcome: 'imported', added: 0, updated: 0, unchanged: 2, withdrawn: 0 });
    expect(again.catalogueVersion).toBe(version);
    expect(await readCatalogueVersion(test.db)).toBe(version);
    expect(await rowsOf(test.db, 'agency-crm')).toEqual(before);
    expect(pictures.calls).toEqual([]);
  });

  it('runs two imports of the same feed one after the other: the second finds nothing to do', async () => {
    const reports = await Promise.all([importFeed(test, exampleFeed()), importFeed(test, exampleFeed())]);
    expect(reports.map(({ outcome, added, unchanged }) => ({ outcome, added, unchanged }))).toEqual([
      { outcome: 'imported', added: 2, unchanged: 0 },
      { outcome: 'imported', added: 0, unchanged: 2 },
    ]);
    expect(await rowsOf(test.db, 'agency-crm')).toHaveLength(2);
  });

  it('keeps the public id when a later feed asks for another, and a taken publicId gives the next free id', async () => {
    await importFeed(test, exampleFeed());
    const feed = exampleFeed();
    feed.properties[0]!.publicId = 1;
    feed.properties[1]!.publicId = 4011842; // a sample property's id: taken
    feed.properties[1]!.externalId = 'CRM-20001';
    await importFeed(test, feed, { force: true });
    const rows = await rowsOf(test.db, 'agency-crm');
    expect(rows.find((row) => row.external_id === 'CRM-10482')?.id).toBe(4019001);
    expect(rows.find((row) => row.external_id === 'CRM-20001')?.id).toBe(4019003);
  });

  it('shows a changed price in the list, the property, its page and its JSON-LD, and reports the drop', async () => {
    await importFeed(test, exampleFeed());
    const feed = exampleFeed();
    feed.properties[0]!.Price = 439000;
    const changes: CatalogueChanges[] = [];

    const report = await importFeed(test, feed, { changes });
    await test.app.reloadCatalogue();

    expect(report).toMatchObject({ added: 0, updated: 1, unchanged: 1 });
    expect(changes).toEqual([{ added: [], priceDrops: [{ id: 4019001, from: 465000, to: 439000 }] }]);
    const list = (await get('/api/properties?goal=sale&sort=newest&pageSize=10')).json();
    expect(list.items.find((item: { ID: number }) => item.ID === 4019001)?.Price).toBe(439000);
    expect((await get('/api/properties/4019001')).json().Price).toBe(439000);
    const record = { ...feed.properties[0], ID: 4019001 } as unknown as CatalogueProperty;
    const page = await get(propertyPath(record, 'nl'));
    expect(page.statusCode).toBe(200);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(page.body)?.[1] ?? '';
    expect(jsonLd).toContain('"price":439000');
    expect(jsonLd).not.toContain('465000');
  });

  it('hands the properties it added to the alerts, after its commit', async () => {
    const changes: CatalogueChanges[] = [];
    await importFeed(test, exampleFeed(), { changes });
    expect(changes).toEqual([{ added: [4019001, 4019002], priceDrops: [] }]);
  });

  it('imports the rest of a feed with a bad record, and reports which record, which field and why', async () => {
    const feed = exampleFeed();
    feed.properties[1]!.Title.de = 'x'.repeat(301);
    feed.properties.push({ ...feed.properties[0], externalId: 'CRM-99', publicId: undefined, WebID: 99, WebIDs: '99' });

    const report = await importFeed(test, feed);

    expect(report).toMatchObject({ outcome: 'imported', added: 1 });
    expect(report.rejected).toEqual([
      { position: 2, externalId: 'CRM-10517', field: 'Title.de', reason: expect.stringContaining('300') },
      { position: 3, externalId: 'CRM-99', field: 'WebID', reason: 'no property type has WebID 99' },
    ]);
    expect((await rowsOf(test.db, 'agency-crm')).map((row) => row.external_id)).toEqual(['CRM-10482']);
  });

  it('writes nothing on a dry run, and reports what a real run would do', async () => {
    const version = await readCatalogueVersion(test.db);
    const pictures = standInPictures();

    const report = await importFeed(test, exampleFeed(), { dryRun: true, pictures });

    expect(report).toMatchObject({ outcome: 'dry-run', added: 2, updated: 0, runId: 0 });
    expect(await rowsOf(test.db, 'agency-crm')).toEqual([]);
    expect(await test.db.selectFrom('import_runs').selectAll().execute()).toEqual([]);
    expect(await test.db.selectFrom('cities').selectAll().where('name', '=', 'Lier').execute()).toEqual([]);
    expect(await readCatalogueVersion(test.db)).toBe(version);
    expect(pictures.calls).toEqual([]);
  });

  it('writes nothing when another process changed the catalogue after the run read it to prepare its rows', async () => {
    const version = await readCatalogueVersion(test.db);
    const otherProcess = await openDatabase(test.database);
    // The run's rows are made outside its transaction, from reads ending with the highest id in use
    // (for new public ids). Right after that read, another process commits a run of its own.
    const maxIdQueries = new Set<unknown>();
    let struck = false;
    const anotherRunCommits: KyselyPlugin = {
      transformQuery({ node, queryId }) {
        if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes('"func":"max"'))
          maxIdQueries.add(queryId.queryId);
        return node;
      },
      async transformResult({ result, queryId }) {
        if (maxIdQueries.has(queryId.queryId) && !struck) {
          struck = true;
          await otherProcess.transaction().execute((trx) => raiseCatalogueVersion(trx));
        }
        return result;
      },
    };
    try {
      const report = await importFeed(test, exampleFeed(), { db: test.db.withPlugin(anotherRunCommits) });

      expect(struck).toBe(true);
      expect(report).toMatchObject({ outcome: 'failed', added: 0, updated: 0 });
      expect(report.reason).toMatch(/catalogue changed during the import/);
      expect(await rowsOf(test.db, 'agency-crm')).toEqual([]);
      expect(await readCatalogueVersion(test.db)).toBe(version + 1);
      // Run again, it goes in.
      expect(await importFeed(test, exampleFeed())).toMatchObject({ outcome: 'imported', added: 2 });
    } finally {
      await otherProcess.destroy();
    }
  });

  it('lets a property whose pictures failed in without them, and retries them on the next run', async () => {
    const feed = exampleFeed();
    const garden = feed.properties[0]!.Pictures[1].url as string;
    const first = await importFeed(test, feed, { pictures: standInPictures(new Set([garden])) });
    expect(first).toMatchObject({ added: 2, pictures: { failed: 1, failures: [{ url: garden, reason: 'HTTP 503' }] } });
    await test.app.reloadCatalogue();
    expect((await get('/api/properties/4019001')).json().Pictures).toHaveLength(1);

    // Still failing: looked at again, nothing to write.
    const failingAgain = standInPictures(new Set([garden]));
    expect(await importFeed(test, feed, { pictures: failingAgain })).toMatchObject({ updated: 0, unchanged: 2 });
    expect(failingAgain.calls).toEqual(['CRM-10482']);

    const retried = standInPictures();
    expect(await importFeed(test, feed, { pictures: retried })).toMatchObject({ updated: 1, unchanged: 1 });
    expect(retried.calls).toEqual(['CRM-10482']);
    await test.app.reloadCatalogue();
    expect((await get('/api/properties/4019001')).json().Pictures).toHaveLength(2);
  });
});
