import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { properties } from '@immo/shared/data';
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
