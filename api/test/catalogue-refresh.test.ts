import type { CatalogueProperty } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { raiseCatalogueVersion, readCatalogueVersion } from '../src/import/catalogue-version.js';
import { exampleFeed, importFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
afterEach(async () => test?.close());

/** What an import does, by hand: one property's price changes, marked with the catalogue version it raises. */
async function changePrice(db: Kysely<Database>, price: number): Promise<number> {
  const row = await db.selectFrom('properties').select(['id', 'record']).orderBy('id').executeTakeFirstOrThrow();
  const record = { ...(JSON.parse(row.record) as CatalogueProperty), Price: price, PublishPrice: true };
  await db.transaction().execute(async (trx) => {
    const version = await raiseCatalogueVersion(trx);
    await trx
      .updateTable('properties')
      .set({ price, record: JSON.stringify(record), catalogue_version: version })
      .where('id', '=', row.id)
      .execute();
  });
  return row.id;
}

async function priceOf(app: TestApp['app'], id: number): Promise<{ price: unknown; etag: string }> {
  const response = await app.inject({ method: 'GET', url: `/api/properties/${id}?lang=nl` });
  const body = response.json() as { Price: unknown };
  return { price: body.Price, etag: String(response.headers.etag) };
}

describe('the catalogue after a reload (an import on any instance)', () => {
  it('serves the new answers, not the cached ones of the catalogue it replaced, under a new ETag', async () => {
    test = await createTestApp();
    const id = (await test.db.selectFrom('properties').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const before = await priceOf(test.app, id);
    const listed = async () => {
      const response = await test.app.inject({ method: 'GET', url: `/api/properties?lang=nl&ids=${id}` });
      return (response.json() as { items: Array<{ Price: unknown }> }).items.map((card) => card.Price);
    };
    expect(await listed()).toEqual([before.price]);

    await changePrice(test.db, 123_456);
    await test.app.reloadCatalogue();

    const after = await priceOf(test.app, id);
    expect(after.price).toBe(123_456);
    expect(after.price).not.toBe(before.price);
    expect(after.etag).not.toBe(before.etag);
    // A browser revalidating with the old ETag gets the new answer, not a 304.
    const revalidated = await test.app.inject({
      method: 'GET',
      url: `/api/properties/${id}?lang=nl`,
      headers: { 'if-none-match': before.etag },
    });
    expect(revalidated.statusCode).toBe(200);
    expect(await listed()).toEqual([123_456]);
  });

  it('reloads by itself once the catalogue version in the database moves, and not before', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
    expect(await test.app.catalogueRefresh.check()).toBe(false);
    const id = await changePrice(test.db, 234_567);
    expect(await test.app.catalogueRefresh.check()).toBe(true);
    expect((await priceOf(test.app, id)).price).toBe(234_567);
    expect(await test.app.catalogueRefresh.check()).toBe(false);
  });

  it('polls the version every CATALOGUE_POLL_MS', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '20' } });
    const id = await changePrice(test.db, 345_678);
    await until(async () => (await priceOf(test.app, id)).price === 345_678);
  });
});

describe('a refresh reads only what imports changed', () => {
  it('gives the catalogue a full read gives: updated, added and withdrawn properties, newest first', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
    const feed = exampleFeed();
    await importFeed(test, feed);
    const since = await readCatalogueVersion(test.db);
    const loaded = await Catalogue.load(test.db);

    const [kept, gone] = feed.properties;
    const report = await importFeed(
      test,
      {
        ...feed,
        properties: [
          { ...kept, Price: 199_000 },
          { ...kept, externalId: 'CRM-NEW' },
        ],
      },
      // One of two withdrawn is over the share guard.
      { force: true },
    );
    expect(report).toMatchObject({ outcome: 'imported', added: 1, updated: 1, withdrawn: 1 });
    expect(gone).toBeDefined();

    const refreshed = await loaded.withChangesSince(test.db, since);
    const full = await Catalogue.load(test.db);
    expect(refreshed.properties).toEqual(full.properties);
    expect(refreshed.cities).toEqual(full.cities);
    expect(refreshed.properties.some((property) => property.Price === 199_000)).toBe(true);
    // One added, one withdrawn.
    expect(refreshed.properties.length).toBe(loaded.properties.length);
    expect(refreshed.properties.map((property) => property.ID)).not.toEqual(
      loaded.properties.map((property) => property.ID),
    );
  });
});

/** Polls a condition (a few seconds at most): the test waits for what it checks, never a fixed time. */
async function until(condition: () => Promise<boolean>, deadlineMs = 10_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition did not hold in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
