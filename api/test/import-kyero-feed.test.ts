import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseKyero } from '../src/import/adapters/kyero-feed.js';
import { readCatalogueVersion } from '../src/import/catalogue-version.js';
import { UnreadableFeed } from '../src/import/feed.js';
import { runImport } from '../src/import/run-import.js';
import { rowsOf, standInPictures } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const KYERO = readFileSync(join(__dirname, 'fixtures', 'import', 'kyero-feed.xml'), 'utf8');

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(async () => {
  await test.close();
});

const get = (url: string) => test.app.inject({ method: 'GET', url });
const options = () =>
  ({ mode: 'full', maxWithdrawShare: 0.3, trigger: 'cli', now: test.clock.now, pictures: standInPictures() }) as const;

describe('importing a Kyero v3 feed', () => {
  it('maps type, price frequency and town onto ours and imports it; an unknown type rejects its record', async () => {
    const report = await runImport(test.db, parseKyero(KYERO), options());
    await test.app.reloadCatalogue();

    expect(report).toMatchObject({ source: 'kyero', format: 'kyero', outcome: 'imported', added: 2 });
    expect(report.rejected).toEqual([
      { position: 3, externalId: 'KY-1003', field: 'type', reason: 'unknown property type: cave house' },
    ]);
    const [house, flat] = await rowsOf(test.db, 'kyero');
    const sale = (await get(`/api/properties/${house!.id}?lang=fr`)).json();
    expect(sale).toMatchObject({
      WebID: 1,
      Goal: 0,
      City: 'Gent',
      Zip: '9000',
      Price: 389000,
      PriceUnit: 0,
      Title: 'Maison à Gent',
      TypeDescription: 'Terraced house',
      EnergyPerformance: null,
      EPCLabelText: null,
      CreatedAt: '2026-11-15T08:30:00.000Z',
      Details: { Bedrooms: 3, Bathrooms: 1, SurfaceLiving: 142, SurfaceGround: 180 },
    });
    // Feed order is the images' id order.
    const stored = (url: string) => `/media/imported/${createHash('sha256').update(url).digest('hex')}.jpg`;
    expect(sale.Pictures.map((picture: { Url: string }) => picture.Url)).toEqual([
      stored('https://crm.example.com/kyero/1001/front.jpg'),
      stored('https://crm.example.com/kyero/1001/garden.jpg'),
    ]);
    const english = (await get(`/api/properties/${house!.id}?lang=en`)).json();
    expect(english.Description).toBe(
      '<p>A terraced house near the Portus Ganda marina.</p><p>Three bedrooms &amp; a city garden.</p>',
    );
    // German is missing from the feed: the Dutch text stands in.
    const rent = (await get(`/api/properties/${flat!.id}?lang=de`)).json();
    expect(rent).toMatchObject({ WebID: 2, Goal: 1, PriceUnit: 1, City: 'Lier', Zip: '2500' });
    expect(rent.Description).toBe('<p>Appartement met één slaapkamer aan de Grote Markt.</p>');
  });

  it('takes a word that names a property of every object (constructor, __proto__) for an unknown one', async () => {
    for (const word of ['constructor', '__proto__', 'toString']) {
      const report = await runImport(test.db, parseKyero(KYERO.replace('cave house', word)), options());
      expect(report.outcome).toBe('imported');
      expect(report.rejected).toEqual([
        { position: 3, externalId: 'KY-1003', field: 'type', reason: `unknown property type: ${word}` },
      ]);
    }
  });

  it('changes nothing on a second run of the same feed', async () => {
    await runImport(test.db, parseKyero(KYERO), options());
    const version = await readCatalogueVersion(test.db);
    const again = await runImport(test.db, parseKyero(KYERO), options());
    expect(again).toMatchObject({ added: 0, updated: 0, unchanged: 2 });
    expect(await readCatalogueVersion(test.db)).toBe(version);
  });

  it.each([
    [
      'an external entity',
      '<?xml version="1.0"?><!DOCTYPE root [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><root><property><id>&xxe;</id></property></root>',
    ],
    [
      'nested entities (billion laughs)',
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><root>&lol2;</root>',
    ],
    ['a bare DOCTYPE', '<!doctype root SYSTEM "http://169.254.169.254/feed.dtd"><root></root>'],
  ])('refuses a feed that declares %s: nothing is read, nothing changes', async (_name, xml) => {
    const version = await readCatalogueVersion(test.db);
    expect(() => parseKyero(xml)).toThrow(UnreadableFeed);
    expect(() => parseKyero(xml)).toThrow('DOCTYPE');
    expect(await readCatalogueVersion(test.db)).toBe(version);
  });

  it('refuses XML that is not well-formed or not a Kyero feed', () => {
    expect(() => parseKyero('<root><property><id>1</id></root>')).toThrow(UnreadableFeed);
    expect(() => parseKyero('<rss><channel/></rss>')).toThrow('not a Kyero feed');
  });
});
