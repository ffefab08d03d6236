import type { CatalogueCity } from '../entities/city.js';
import type { CataloguePropertyType } from '../entities/property-type.js';
import {
  buildSearchIndex,
  createSearcher,
  inCity,
  parseCityParam,
  cityParam,
  replaceTotals,
  type SearchableProperty,
} from './index.js';

const name = (en: string, nl: string) => ({ en, nl, fr: `${en} (fr)`, de: `${en} (de)` });
const types: CataloguePropertyType[] = [
  { ID: 1, WebID: 1, Name: name('House', 'Huis'), ShowOrder: 1, Sale: true, Rent: true },
  { ID: 2, WebID: 2, Name: name('Apartment', 'Appartement'), ShowOrder: 2, Sale: true, Rent: true },
  { ID: 5, WebID: 5, Name: name('Garage', 'Garage'), ShowOrder: 5, Sale: true, Rent: true },
];
const city = (Name: string, Zip: string, CountryID = 10): CatalogueCity => ({
  Name,
  Zip,
  CountryID,
  CountryName: 'Belgium',
});
const cities = [
  city('Liège', '4000'),
  city('Gent', '9000'),
  city('Sint-Martens-Latem', '9830'),
  city('Genk', '3600'),
  city('Málaga', '29001', 3),
];
const property = (
  ID: number,
  Goal: number,
  City: string,
  Zip: string,
  WebID: number,
  WebIDs = String(WebID),
): SearchableProperty => ({
  ID,
  Goal,
  City,
  Zip,
  WebID,
  WebIDs,
});
const properties = [
  property(4001, 0, 'Liège', '4000', 1),
  property(4002, 1, 'Liege', '4000', 2),
  property(4003, 0, 'LIÈGE', '4000', 2, '2,5'),
  property(9001, 0, 'Gent', '9000', 1),
  property(9830, 2, 'Sint-Martens-Latem', '9830', 1),
];

describe('buildSearchIndex', () => {
  const index = buildSearchIndex({ properties, types, cities }, 'nl');

  it('counts for sale (Goal 0) and for rent (any other Goal) in total', () => {
    expect(index.totals).toEqual({ sale: 3, rent: 2 });
  });

  it('counts per type through WebID and WebIDs', () => {
    const counts = Object.fromEntries(index.types.map((type) => [type.name, [type.sale, type.rent]]));
    expect(counts).toEqual({ Huis: [2, 1], Appartement: [1, 1], Garage: [1, 0] });
  });

  it('counts per city ignoring accents and case', () => {
    const liege = index.cities.find((entry) => entry.zip === '4000');
    expect(liege).toMatchObject({ name: 'Liège', key: 'liege', sale: 2, rent: 1 });
    expect(index.cities.find((entry) => entry.zip === '3600')).toMatchObject({ sale: 0, rent: 0 });
  });

  it('names types in the index language, ordered by ShowOrder', () => {
    expect(buildSearchIndex({ properties, types, cities }, 'en').types.map((type) => type.name)).toEqual([
      'House',
      'Apartment',
      'Garage',
    ]);
  });
});

describe('createSearcher', () => {
  const search = createSearcher(buildSearchIndex({ properties, types, cities }, 'en'));

  it('lists every type for empty text', () => {
    const result = search('   ');
    expect(result.types).toHaveLength(3);
    expect(result.cities).toEqual([]);
    expect(result.propertyIds).toEqual([]);
  });

  it('matches cities with and without accents', () => {
    expect(search('liège').cities.map((entry) => entry.name)).toEqual(['Liège']);
    expect(search('LIEGE').cities.map((entry) => entry.name)).toEqual(['Liège']);
    expect(search('malaga').cities.map((entry) => entry.name)).toEqual(['Málaga']);
  });

  it('matches cities on their zip', () => {
    expect(search('98').cities.map((entry) => entry.name)).toEqual(['Sint-Martens-Latem']);
  });

  it('ranks a name prefix before a word and a word before a substring', () => {
    expect(search('gen').cities.map((entry) => entry.name)).toEqual(['Genk', 'Gent']);
    expect(search('latem').cities.map((entry) => entry.name)).toEqual(['Sint-Martens-Latem']);
    expect(search('artens').cities.map((entry) => entry.name)).toEqual(['Sint-Martens-Latem']);
  });

  it('matches a property on its exact ID only', () => {
    expect(search('4001').propertyIds).toEqual([4001]);
    expect(search('400').propertyIds).toEqual([]);
    expect(search('40011').propertyIds).toEqual([]);
  });

  it('matches types by name', () => {
    expect(search('apart').types.map((type) => type.name)).toEqual(['Apartment']);
  });

  it('finds nothing for unknown text', () => {
    const result = search('xyzzy');
    expect([result.types, result.cities, result.propertyIds]).toEqual([[], [], []]);
  });
});

describe('city parameter (SPEC §2 city={Name}|{Zip})', () => {
  it('round-trips', () => {
    expect(parseCityParam(cityParam({ Name: 'Liège', Zip: '4000' }))).toEqual({ name: 'Liège', zip: '4000' });
    expect(parseCityParam('9000')).toEqual({ name: '', zip: '9000' });
    expect(parseCityParam('Gent')).toEqual({ name: 'Gent', zip: '' });
    expect(parseCityParam('')).toBeNull();
  });

  it('matches properties ignoring accents', () => {
    expect(inCity({ City: 'Liege', Zip: '4000' }, { name: 'Liège', zip: '4000' })).toBe(true);
    expect(inCity({ City: 'Liege', Zip: '4020' }, { name: 'Liège', zip: '4000' })).toBe(false);
    expect(inCity({ City: 'Gent', Zip: '9000' }, { name: '', zip: '9000' })).toBe(true);
  });
});

describe('replaceTotals (SPEC §2)', () => {
  it('puts the totals into a description', () => {
    expect(
      replaceTotals('{FOR_SALE_TOTAL} te koop, {FOR_RENT_TOTAL} te huur, {FOR_SALE_TOTAL}!', { sale: 32, rent: 17 }),
    ).toBe('32 te koop, 17 te huur, 32!');
  });
});
