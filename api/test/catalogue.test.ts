import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PRICE_BOUND_DETAILS, type CatalogueProperty } from '@immo/shared';
import { projects, properties } from '@immo/shared/data';
import { similarProperties } from '../src/catalogue/similar-properties.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, headers });

describe('catalogue per language', () => {
  it('serves the site configuration in the asked language only', async () => {
    const nl = (await get('/api/config?lang=nl')).json();
    const fr = (await get('/api/config?lang=fr')).json();
    expect(typeof nl.banner.title).toBe('string');
    expect(nl.banner.title).not.toBe(fr.banner.title);
    expect(nl.data.countProperty).toEqual([32, 17]);
  });

  it('takes the language from Accept-Language when the query has none', async () => {
    const de = (await get('/api/types', { 'accept-language': 'de-BE,de;q=0.9,en;q=0.5' })).json();
    expect(de[0].language).toBe('de');
  });

  it('lists only published menu pages', async () => {
    const menu = (await get('/api/menu?lang=en')).json() as Array<{ status: string; name: string }>;
    expect(menu.length).toBeGreaterThan(5);
    expect(menu.every((page) => page.status === 'Published')).toBe(true);
  });

  it('counts types and cities for sale and for rent', async () => {
    const types = (await get('/api/types?lang=nl')).json() as Array<{
      countSaleProperty: number;
      countRentProperty: number;
    }>;
    const cities = (await get('/api/cities?lang=nl')).json() as Array<{
      Name: string;
      SearchName: string;
      PropertyCount: number;
    }>;
    expect(types.reduce((sum, type) => sum + type.countSaleProperty, 0)).toBeGreaterThanOrEqual(32);
    expect(cities.reduce((sum, city) => sum + city.PropertyCount, 0)).toBe(49);
    expect(cities.find((city) => city.Name === 'Liège')?.SearchName).toBe('liege');
  });

  it('serves a compact search index', async () => {
    const index = (await get('/api/search-index?lang=fr')).json();
    expect(index.lang).toBe('fr');
    expect(index.propertyIds).toHaveLength(49);
    expect(index.totals).toEqual({ sale: 32, rent: 17 });
  });
});

describe('GET /api/properties', () => {
  it('filters by goal and pages "page x of y"', async () => {
    const page = (await get('/api/properties?goal=sale&pageSize=10&page=2&lang=nl')).json();
    expect(page).toMatchObject({ total: 32, page: 2, pages: 4, pageSize: 10 });
    expect(page.items).toHaveLength(10);
    expect(page.items.every((item: { Goal: number }) => item.Goal === 0)).toBe(true);
  });

  it('filters by city={Name}|{Zip} ignoring accents, and by type', async () => {
    const liege = properties.find((property) => property.City === 'Liège')!;
    const byCity = (await get(`/api/properties?city=${encodeURIComponent(`Liege|${liege.Zip}`)}`)).json();
    expect(byCity.total).toBeGreaterThan(0);
    expect(byCity.items.every((item: { City: string }) => item.City === 'Liège')).toBe(true);
    const byType = (await get(`/api/properties?type=${liege.WebID}`)).json();
    expect(byType.items.length).toBeGreaterThan(0);
  });

  it('lists foreign properties and references', async () => {
    const foreign = (await get('/api/properties?foreign=1&pageSize=48')).json();
    expect(foreign.items.every((item: { CountryID: number }) => item.CountryID !== 10)).toBe(true);
    const references = (await get('/api/properties?references=1&pageSize=48')).json();
    expect(references.total).toBeGreaterThan(0);
    expect(
      references.items.every((item: { Status: string }) => item.Status === 'sold' || item.Status === 'rented'),
    ).toBe(true);
  });

  it("lists only the asked ids (a visitor's favourites); an empty id list lists nothing", async () => {
    const [first, second] = properties;
    const favourites = (await get(`/api/properties?ids=${second!.ID},${first!.ID}`)).json();
    expect(favourites.items.map((item: { ID: number }) => item.ID).sort()).toEqual([first!.ID, second!.ID].sort());
    expect((await get('/api/properties?ids=')).json()).toMatchObject({ total: 0, items: [] });
    expect((await get('/api/properties?ids=1,abc')).statusCode).toBe(400);
  });

  it('answers a bad query with 400 and translated field errors', async () => {
    const response = await get('/api/properties?sort=random&lang=nl');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.sort.message).toBeTruthy();
  });

  it('calls a bad query an invalid request, not a form that was not sent', async () => {
    const response = await get('/api/properties?pageSize=50', { 'accept-language': 'nl' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidRequest',
      title: 'Deze aanvraag is ongeldig',
      fields: { pageSize: { key: 'validation:invalid.value' } },
    });
  });

  it('never sends an unpublished price or address', async () => {
    const hidden = properties.find((property) => !property.PublishPrice)!;
    const detail = (await get(`/api/properties/${hidden.ID}`)).json();
    expect(detail.Price).toBeNull();
    const noAddress = properties.find((property) => !property.PublishAddress)!;
    const withoutAddress = (await get(`/api/properties/${noAddress.ID}`)).json();
    expect(withoutAddress.Street).toBe('');
    expect(withoutAddress.Latitude).toBeUndefined();
  });
});

describe('GET /api/projects', () => {
  it('never sends the street, number or coordinates of a project whose address is not published', async () => {
    const hidden = projects.find((project) => !project.PublicAddress)!;
    const shown = projects.find((project) => project.PublicAddress)!;
    const answer = (await get('/api/projects?lang=nl')).json() as Array<Record<string, unknown>>;
    const hiddenAnswer = answer.find((project) => project.ID === hidden.ID)!;
    expect(hiddenAnswer).toMatchObject({ Street: '', HouseNumber: '', City: hidden.City, Zip: hidden.Zip });
    expect(hiddenAnswer).not.toHaveProperty('Latitude');
    expect(hiddenAnswer).not.toHaveProperty('Longitude');
    expect(JSON.stringify(hiddenAnswer)).not.toContain(hidden.Street);
    expect(answer.find((project) => project.ID === shown.ID)).toMatchObject({ Street: shown.Street });
  });
});

describe('GET /api/properties/:id', () => {
  it('serves one property in the asked language, flagged sold or rented', async () => {
    const sold = properties.find((property) => property.Marquee === 1 && property.Goal === 0)!;
    const response = await get(`/api/properties/${sold.ID}?lang=de`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ID: sold.ID, Title: sold.Title.de, Status: 'sold', language: 'de' });
  });

  it('answers an unknown property with SPEC §8 "not found or sold" in the visitor language', async () => {
    const response = await get('/api/properties/999999?lang=nl');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'propertyNotFound', lang: 'nl' });
    expect(response.json().message).toContain('bestaat niet of is verkocht');
    expect((await get('/api/properties/abc')).statusCode).toBe(404);
  });

  it('suggests similar properties of the same goal, not the property itself', async () => {
    const first = properties.find((property) => property.Goal === 0 && property.Marquee === 0)!;
    const similar = (await get(`/api/properties/${first.ID}/similar`)).json() as Array<{ ID: number; Goal: number }>;
    expect(similar.length).toBeGreaterThan(0);
    expect(similar.length).toBeLessThanOrEqual(4);
    expect(similar.every((item) => item.ID !== first.ID && item.Goal === 0)).toBe(true);
  });
});

/** Every number anywhere in a value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(numbersIn);
}

/** Every object with this ID anywhere in an answer: the property, its card. */
function entriesOf(answer: unknown, id: number): object[] {
  if (answer === null || typeof answer !== 'object') return [];
  const here = (answer as { ID?: unknown }).ID === id ? [answer] : [];
  return [...here, ...Object.values(answer).flatMap((value) => entriesOf(value, id))];
}

describe('a property whose price is not published', () => {
  const hidden = properties.filter((property) => !property.PublishPrice && property.Price !== null);
  /** The price and every amount worked out from it (or that goes with it). */
  const amountsOf = (record: CatalogueProperty) =>
    numbersIn([record.Price, ...PRICE_BOUND_DETAILS.map((field) => record.Details[field])]);

  it('is in the sample with amounts beside its price (registration rights among them)', () => {
    expect(hidden.some((record) => record.Details.RegistrationRights !== undefined)).toBe(true);
  });

  it('has no amount in any catalogue answer: detail, lists, similar properties', async () => {
    const answers = [
      ...(await Promise.all(hidden.map((record) => get(`/api/properties/${record.ID}?lang=nl`)))),
      ...(await Promise.all(['sale', 'rent'].map((goal) => get(`/api/properties?goal=${goal}&pageSize=48`)))),
      ...(await Promise.all(properties.map((record) => get(`/api/properties/${record.ID}/similar`)))),
    ].map((response) => response.json() as unknown);
    for (const record of hidden) {
      const amounts = amountsOf(record);
      const entries = entriesOf(answers, record.ID);
      expect(numbersIn(entries).filter((number) => amounts.includes(number))).toEqual([]);
    }
    // Each is in its detail and a list; one at least in another property's similar list too.
    const seen = hidden.map((record) => entriesOf(answers, record.ID).length);
    expect(seen.every((count) => count >= 2) && seen.some((count) => count > 2)).toBe(true);
  });

  it('matches no price bound and sorts after every published price, whichever the direction', async () => {
    const record = hidden.find((property) => property.Goal === 0)!;
    const around = `minPrice=${record.Price! - 1}&maxPrice=${record.Price! + 1}`;
    expect((await get(`/api/properties?goal=sale&${around}`)).json().total).toBe(0);
    for (const sort of ['price-asc', 'price-desc']) {
      const items = (await get(`/api/properties?goal=sale&sort=${sort}&pageSize=48`)).json().items as Array<{
        ID: number;
        Price: number | null;
      }>;
      const position = items.findIndex((item) => item.ID === record.ID);
      expect(items.slice(position).every((item) => item.Price === null)).toBe(true);
    }
  });
});

describe('similar properties and unpublished prices', () => {
  const sale = properties.find((property) => property.Goal === 0 && property.Marquee === 0)!;
  const make = (ID: number, Price: number | null, PublishPrice: boolean, CreatedAt: string): CatalogueProperty => ({
    ...sale,
    ID,
    Price,
    PublishPrice,
    CreatedAt,
  });
  const ids = (list: CatalogueProperty[]) => list.map((property) => property.ID);

  it('ranks the similar properties of a hidden-price property without its price: newest first', () => {
    const others = [
      make(1, 200_000, true, '2026-01-01'),
      make(2, 400_000, true, '2026-03-01'),
      make(3, 600_000, true, '2026-02-01'),
    ];
    for (const price of [190_000, 410_000, 650_000]) {
      expect(
        ids(similarProperties([...others, make(9, price, false, '2026-04-01')], make(9, price, false, ''))),
      ).toEqual([2, 3, 1]);
    }
  });

  it('ranks by closeness to a published price only the published prices, hidden ones after, newest first', () => {
    const record = make(9, 300_000, true, '2026-04-01');
    const others = [
      make(1, 300_000, false, '2026-01-01'),
      make(2, 320_000, true, '2026-01-01'),
      make(3, 900_000, true, '2026-01-01'),
      make(4, 5_000_000, false, '2026-02-01'),
      make(5, null, true, '2026-03-01'),
    ];
    expect(ids(similarProperties([record, ...others], record))).toEqual([2, 3, 5, 4]);
  });
});

describe('caching', () => {
  it('sends an ETag and answers 304 to If-None-Match', async () => {
    const first = await get('/api/properties?goal=rent');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toContain('max-age');
    const again = await get('/api/properties?goal=rent', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const otherLanguage = await get('/api/properties?goal=rent&lang=fr', { 'if-none-match': etag });
    expect(otherLanguage.statusCode).toBe(200);
  });

  it('compresses large answers for browsers that accept it', async () => {
    const response = await get('/api/properties?pageSize=48', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('GET /media/:owner/:picture', () => {
  const picture = properties.find((property) => property.Pictures.length > 0)!.Pictures[0]!.Url;

  it.each([100, 400, 600, 1360])('makes the %i px variant', async (width) => {
    const response = await get(`${picture}?w=${width}`, { accept: 'image/webp,image/*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('gives JPEG to a browser that does not take WebP, and reuses the file made the first time', async () => {
    const first = await get(`${picture}?w=400`, { accept: 'image/jpeg' });
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    const files = readdirSync(join(test.dataDir, 'media-cache'));
    const second = await get(`${picture}?w=400`, { accept: 'image/jpeg' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(readdirSync(join(test.dataDir, 'media-cache'))).toEqual(files);
  });

  it('refuses an unknown width with 400 and an unknown picture with 404', async () => {
    expect((await get(`${picture}?w=123`)).statusCode).toBe(400);
    expect((await get('/media/999999/1.jpg?w=400')).statusCode).toBe(404);
    expect((await get('/media/banner/1.jpg?w=1360')).statusCode).toBe(200);
  });

  it('says what was wrong as every API error does: the width asked (400), no such picture (404)', async () => {
    const width = await get(`${picture}?w=123&lang=fr`);
    expect(width.statusCode).toBe(400);
    expect(width.json()).toMatchObject({
      error: 'invalidRequest',
      lang: 'fr',
      fields: { w: { key: 'validation:invalid.value' } },
    });
    const unknown = await get('/media/999999/1.jpg?w=400', { 'accept-language': 'nl' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'pageNotFound', lang: 'nl', title: expect.any(String) });
  });

  it('makes no picture the catalogue does not show: the cache cannot be filled with made-up numbers', async () => {
    const owner = properties.find((property) => property.Pictures.length > 0)!;
    const cacheDir = join(test.dataDir, 'media-cache');
    const cached = () => (existsSync(cacheDir) ? readdirSync(cacheDir).length : 0);
    const before = cached();
    for (const number of [owner.Pictures.length + 1, 9001, 92]) {
      expect((await get(`/media/${owner.ID}/${number}.jpg?w=1360`)).statusCode).toBe(404);
    }
    expect(cached()).toBe(before);
  });
});

describe('precompressed answers', () => {
  it('sends brotli or gzip made once, and the same JSON when decompressed', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await get('/api/search-index?lang=nl');
    const brotli = await get('/api/search-index?lang=nl', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/search-index?lang=nl', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.vary).toContain('Accept-Encoding');
  });
});
