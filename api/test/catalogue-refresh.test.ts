import type { CatalogueProperty } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { Catalogue } from '../src/catalogue/catalogue.js';
import type { CommittedImport } from '../src/import/catalogue-changes.js';
import { raiseCatalogueVersion, readCatalogueVersion } from '../src/import/catalogue-version.js';
import { exampleFeed, importFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
afterEach(async () => test?.close());

/** What an import does, by hand: one property's price changes, marked with the catalogue version it raises. */
async function changePrice(db: Kysely<Database>, price: number, id?: number): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'record'])
    .$if(id !== undefined, (query) => query.where('id', '=', id!))
    .orderBy('id')
    .executeTakeFirstOrThrow();
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

describe('the instance that ran an import takes it in as it wrote it', () => {
  /** An import of the example feed with one price changed, as this instance's schedule or push runs it. */
  async function importHere(price: number): Promise<CommittedImport> {
    const committed: CommittedImport[] = [];
    const feed = exampleFeed();
    const [first, ...rest] = feed.properties;
    const report = await importFeed(
      test,
      { ...feed, properties: [{ ...first, Price: price }, ...rest] },
      { onCommitted: (run) => committed.push(run) },
    );
    expect(report.outcome).toBe('imported');
    expect(committed).toHaveLength(1);
    return committed[0]!;
  }

  const idOf = async (externalId: string) =>
    (
      await test.db
        .selectFrom('properties')
        .select('id')
        .where('external_id', '=', externalId)
        .executeTakeFirstOrThrow()
    ).id;

  it('gives the catalogue a full read gives, added, updated and withdrawn alike', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
    const feed = exampleFeed();
    await importFeed(test, feed);
    const loaded = await Catalogue.load(test.db);
    const [kept] = feed.properties;
    const committed: CommittedImport[] = [];
    await importFeed(
      test,
      {
        ...feed,
        properties: [
          { ...kept, Price: 199_000 },
          { ...kept, externalId: 'CRM-NEW' },
        ],
      },
      { force: true, onCommitted: (run) => committed.push(run) },
    );
    expect(committed[0]).toMatchObject({
      written: [expect.anything(), expect.anything()],
      withdrawn: [expect.any(Number)],
    });

    const adopted = await loaded.withImported(test.db, committed[0]!);
    const full = await Catalogue.load(test.db);
    // As the records are served: exactly what a read of the rows gives, in the same order.
    expect(JSON.stringify(adopted.properties)).toBe(JSON.stringify(full.properties));
    expect(adopted.cities).toEqual(full.cities);
  });

  it('without reading the rows back, when it holds the catalogue the import was made on', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
    await test.app.catalogueRefresh.check();
    const readBack = jest.spyOn(Catalogue.prototype, 'withChangesSince');
    try {
      const committed = await importHere(321_000);
      expect(await test.app.catalogueRefresh.adopt(committed)).toBe(true);
      expect(readBack).not.toHaveBeenCalled();
      const id = await idOf(exampleFeed().properties[0]!.externalId);
      expect((await priceOf(test.app, id)).price).toBe(321_000);
      // Its version is the database's: the next poll has nothing to read.
      expect(await test.app.catalogueRefresh.check()).toBe(false);
    } finally {
      readBack.mockRestore();
    }
  });

  it('reads back when another process committed after it, so its newer record is kept', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
    await test.app.catalogueRefresh.check();
    const committed = await importHere(333_000);
    const id = await idOf(exampleFeed().properties[0]!.externalId);
    // The same property, changed by a CLI beside this server once the run had committed.
    await changePrice(test.db, 444_000, id);
    expect(await test.app.catalogueRefresh.adopt(committed)).toBe(true);
    expect((await priceOf(test.app, id)).price).toBe(444_000);
    expect(await test.app.catalogueRefresh.check()).toBe(false);
  });

  it('reads back when another process changed the catalogue first, so neither change is missed', async () => {
    test = await createTestApp({ env: { CATALOGUE_POLL_MS: '3600000' } });
    await test.app.catalogueRefresh.check();
    // A CLI beside this server changes a price; this instance has not polled since.
    const elsewhere = await changePrice(test.db, 111_111);
    const committed = await importHere(222_222);
    const readBack = jest.spyOn(Catalogue.prototype, 'withChangesSince');
    try {
      expect(await test.app.catalogueRefresh.adopt(committed)).toBe(true);
      expect(readBack).toHaveBeenCalledTimes(1);
    } finally {
      readBack.mockRestore();
    }
    expect((await priceOf(test.app, elsewhere)).price).toBe(111_111);
    const id = await idOf(exampleFeed().properties[0]!.externalId);
    expect((await priceOf(test.app, id)).price).toBe(222_222);
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
