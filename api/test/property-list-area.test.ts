import { encodeAreas, type Area, type CatalogueProperty } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });
type Page = { items: Array<{ ID: number }>; total: number; page: number; pages: number };
const list = async (query: string): Promise<Page> => (await get(`/api/properties?${query}`)).json();
const idsOf = (page: Page) => page.items.map((item) => item.ID);

/** The centre of Ghent, well clear of Sint-Martens-Latem and Deinze. */
const ghent: Area = [
  [51.03, 3.69],
  [51.03, 3.74],
  [51.07, 3.74],
  [51.07, 3.69],
];
const area = encodeURIComponent(encodeAreas([ghent]));
const inGhent = (property: CatalogueProperty) => property.City === 'Gent';
const ghentForSale = properties.filter((property) => inGhent(property) && property.Goal === 0);
const hiddenAddress = ghentForSale.find((property) => !property.PublishAddress)!;
const listedForSale = ghentForSale.filter((property) => property.PublishAddress);

describe('GET /api/properties?area=', () => {
  it('has Ghent properties for sale in the sample, one with its address not published', () => {
    expect(listedForSale.length).toBeGreaterThanOrEqual(3);
    expect(hiddenAddress).toBeDefined();
  });

  it('narrows the list to the properties inside the area', async () => {
    const all = await list('goal=sale&pageSize=48');
    const inside = await list(`goal=sale&pageSize=48&area=${area}`);
    expect(inside.total).toBeLessThan(all.total);
    expect(idsOf(inside).sort()).toEqual(listedForSale.map((property) => property.ID).sort());
  });

  it('counts and pages the narrowed list: total, pages and the pages together agree', async () => {
    const first = await list(`goal=sale&pageSize=2&area=${area}`);
    const second = await list(`goal=sale&pageSize=2&page=2&area=${area}`);
    expect(first).toMatchObject({ total: listedForSale.length, page: 1, pages: Math.ceil(listedForSale.length / 2) });
    expect(second).toMatchObject({ total: first.total, page: 2, pages: first.pages });
    const paged = [...idsOf(first), ...idsOf(second)];
    expect(new Set(paged).size).toBe(paged.length);
    expect(paged.sort()).toEqual(listedForSale.map((property) => property.ID).sort());
  });

  it('works with another filter: a price bound', async () => {
    const maxPrice = 500000;
    const cheaper = await list(`goal=sale&pageSize=48&maxPrice=${maxPrice}&area=${area}`);
    const expected = listedForSale.filter((property) => property.PublishPrice && property.Price! <= maxPrice);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(listedForSale.length);
    expect(idsOf(cheaper).sort()).toEqual(expected.map((property) => property.ID).sort());
  });

  it('never lists a property whose address is not published, though it lies inside the area', async () => {
    const around: Area = [
      [hiddenAddress.Latitude! - 0.0005, hiddenAddress.Longitude! - 0.0005],
      [hiddenAddress.Latitude! - 0.0005, hiddenAddress.Longitude! + 0.0005],
      [hiddenAddress.Latitude! + 0.0005, hiddenAddress.Longitude! + 0.0005],
      [hiddenAddress.Latitude! + 0.0005, hiddenAddress.Longitude! - 0.0005],
    ];
    expect((await list(`area=${encodeURIComponent(encodeAreas([around]))}`)).total).toBe(0);
    expect(idsOf(await list(`goal=sale&pageSize=48&area=${area}`))).not.toContain(hiddenAddress.ID);
    expect(idsOf(await list(`goal=sale&pageSize=48&city=Gent`))).toContain(hiddenAddress.ID);
  });

  it.each([
    ['en', 'The drawn search area is not valid: please draw it again.'],
    ['nl', 'Het getekende zoekgebied is niet geldig: gelieve het opnieuw te tekenen.'],
    ['fr', "La zone de recherche dessinée n'est pas valable\u00a0: veuillez la dessiner à nouveau."],
    ['de', 'Das gezeichnete Suchgebiet ist ungültig: Bitte zeichnen Sie es neu.'],
  ])('answers a bad area with 400 invalidRequest naming the area (%s)', async (lang, message) => {
    const response = await get(`/api/properties?lang=${lang}&area=${area}.`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidRequest',
      fields: { area: { key: 'validation:invalid.area', message } },
    });
  });
});
