import type { CatalogueCity } from '../entities/city.js';
import type { CataloguePropertyType } from '../entities/property-type.js';
import { searchKey } from '../format/fold-accents.js';
import { isForSale } from '../format/goal.js';
import type { Lang } from '../i18n/languages.js';
import { cityKey } from './city-param.js';
import { propertyTypeIds } from './type-membership.js';

/** What counting needs of a property. */
export type SearchableProperty = { ID: number; Goal: number; City: string; Zip: string; WebID: number; WebIDs: string };

export type SaleRentCounts = { sale: number; rent: number };

export type SearchType = SaleRentCounts & { webId: number; name: string; key: string; order: number };
export type SearchCity = SaleRentCounts & { name: string; zip: string; countryId: number; key: string };

/**
 * The compact index the search box filters in memory (DESIGN §5): types and cities with their
 * for-sale and for-rent counts and folded names, and the property IDs for exact-ID matches.
 * It is plain JSON so the API can pre-serialize it per language.
 */
export type SearchIndex = {
  lang: Lang;
  totals: SaleRentCounts;
  types: SearchType[];
  cities: SearchCity[];
  propertyIds: number[];
};

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
