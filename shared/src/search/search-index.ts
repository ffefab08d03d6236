import { z } from 'zod';
import type { CatalogueCity } from '../entities/city.js';
import { LangSchema } from '../entities/localized.js';
import type { CataloguePropertyType } from '../entities/property-type.js';
import { searchKey } from '../format/fold-accents.js';
import { isForSale } from '../format/goal.js';
import type { Lang } from '../i18n/languages.js';
import { cityKey } from './city-param.js';
import { propertyTypeIds } from './type-membership.js';

/** What counting needs of a property. */
export type SearchableProperty = { ID: number; Goal: number; City: string; Zip: string; WebID: number; WebIDs: string };

const count = z.number().int().nonnegative();

const SaleRentCountsSchema = z.object({
  sale: count.describe('Properties for sale.'),
  rent: count.describe('Properties for rent.'),
});
export type SaleRentCounts = z.output<typeof SaleRentCountsSchema>;

const FoldedNameSchema = z.string().describe('The name lower-cased without accents, as the search box compares.');

const SearchTypeSchema = SaleRentCountsSchema.extend({
  webId: z.number().int().positive().describe('The type, as `type` of GET /api/properties takes it.'),
  name: z.string(),
  key: FoldedNameSchema,
  order: z.number().int().describe('Where the type comes in a list of types.'),
});
export type SearchType = z.output<typeof SearchTypeSchema>;

const SearchCitySchema = SaleRentCountsSchema.extend({
  name: z.string(),
  zip: z.string(),
  countryId: z.number().int().positive(),
  key: FoldedNameSchema,
});
export type SearchCity = z.output<typeof SearchCitySchema>;

/**
 * The compact index the search box filters in memory (DESIGN §5): types and cities with their
 * for-sale and for-rent counts and folded names, and the property IDs for exact-ID matches.
 * It is plain JSON so the API can pre-serialize it per language.
 */
export const SearchIndexSchema = z
  .object({
    lang: LangSchema,
    totals: SaleRentCountsSchema,
    types: z.array(SearchTypeSchema),
    cities: z.array(SearchCitySchema),
    propertyIds: z.array(z.number().int().positive()).describe('Every listed property, for a search by its number.'),
  })
  .describe('What the search box needs to suggest types, cities and property numbers without asking again.');
export type SearchIndex = z.output<typeof SearchIndexSchema>;

export type CatalogueForSearch = {
  properties: readonly SearchableProperty[];
  types: readonly CataloguePropertyType[];
  cities: readonly CatalogueCity[];
};

function bump(counts: Map<string | number, SaleRentCounts>, key: string | number, sale: boolean): void {
  let entry = counts.get(key);
  if (!entry) counts.set(key, (entry = { sale: 0, rent: 0 }));
  if (sale) entry.sale += 1;
  else entry.rent += 1;
}

export function buildSearchIndex(catalogue: CatalogueForSearch, lang: Lang): SearchIndex {
  const byType = new Map<string | number, SaleRentCounts>();
  const byCity = new Map<string | number, SaleRentCounts>();
  const totals: SaleRentCounts = { sale: 0, rent: 0 };
  for (const property of catalogue.properties) {
    const sale = isForSale(property);
    if (sale) totals.sale += 1;
    else totals.rent += 1;
    for (const typeId of propertyTypeIds(property)) bump(byType, typeId, sale);
    bump(byCity, cityKey(property.City, property.Zip), sale);
  }
  const none: SaleRentCounts = { sale: 0, rent: 0 };
  const types = [...catalogue.types]
    .sort((a, b) => a.ShowOrder - b.ShowOrder)
    .map((type) => ({
      webId: type.WebID,
      name: type.Name[lang],
      key: searchKey(type.Name[lang]),
      order: type.ShowOrder,
      ...(byType.get(type.WebID) ?? none),
    }));
  const cities = catalogue.cities.map((city) => ({
    name: city.Name,
    zip: city.Zip,
    countryId: city.CountryID,
    key: searchKey(city.Name),
    ...(byCity.get(cityKey(city.Name, city.Zip)) ?? none),
  }));
  return { lang, totals, types, cities, propertyIds: catalogue.properties.map((property) => property.ID) };
}
