// A small catalogue for tests of the search index and of what searches it (mf-search): accents,
// a zip prefix, a multi-type property, a city abroad.
import type { CatalogueCity } from '../src/entities/city.js';
import type { CataloguePropertyType } from '../src/entities/property-type.js';
import type { SearchableProperty } from '../src/search/search-index.js';

const name = (en: string, nl: string) => ({ en, nl, fr: `${en} (fr)`, de: `${en} (de)` });
export const types: CataloguePropertyType[] = [
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
export const cities = [
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
export const properties = [
  property(4001, 0, 'Liège', '4000', 1),
  property(4002, 1, 'Liege', '4000', 2),
  property(4003, 0, 'LIÈGE', '4000', 2, '2,5'),
  property(9001, 0, 'Gent', '9000', 1),
  property(9830, 2, 'Sint-Martens-Latem', '9830', 1),
];
