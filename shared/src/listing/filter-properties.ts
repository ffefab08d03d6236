import { COUNTRY_BELGIUM } from '../entities/country.js';
import { propertyEpc } from '../energy/label.js';
import { isForSale } from '../format/goal.js';
import { inCity, parseCityParam } from '../search/city-param.js';
import { hasType } from '../search/type-membership.js';
import { visiblePrice } from './hidden-price.js';
import type { PropertyListQuery } from './list-query.js';

/** What filtering and sorting read of a property. */
export type ListableProperty = {
  ID: number;
  Goal: number;
  City: string;
  Zip: string;
  WebID: number;
  WebIDs: string;
  CountryID: number;
  Marquee: number;
  Price: number | null;
  PublishPrice: boolean;
  ProjectID?: number | undefined;
  CreatedAt: string;
  EnergyPerformance: number | null;
  EPCLabelText: string | null;
  Details: { Bedrooms?: number | undefined };
};

function matches(property: ListableProperty, query: PropertyListQuery): boolean {
  if (query.ids && !query.ids.includes(property.ID)) return false;
  if (query.goal && isForSale(property) !== (query.goal === 'sale')) return false;
  if (query.foreign && property.CountryID === COUNTRY_BELGIUM) return false;
  if (query.references && property.Marquee !== 1) return false;
  if (query.project !== undefined && property.ProjectID !== query.project) return false;
  if (query.type !== undefined && !hasType(property, query.type)) return false;
  const city = parseCityParam(query.city);
  if (city && !inCity(property, city)) return false;
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    // An unpublished price is no price: the property matches no price bound, as a price on request
    // does, so which bounds it falls in cannot be asked of the list.
    const price = visiblePrice(property);
    if (price === null) return false;
    if (query.minPrice !== undefined && price < query.minPrice) return false;
    if (query.maxPrice !== undefined && price > query.maxPrice) return false;
  }
  if (query.minBedrooms !== undefined && (property.Details.Bedrooms ?? 0) < query.minBedrooms) return false;
  if (query.epc && query.epc.length > 0) {
    const label = propertyEpc(property)?.label;
    if (!label || !query.epc.includes(label)) return false;
  }
  return true;
}

/** The list's default order: the newest first, the higher id first on the same day. */
export function newestFirst(
  a: Pick<ListableProperty, 'CreatedAt' | 'ID'>,
  b: Pick<ListableProperty, 'CreatedAt' | 'ID'>,
) {
  return b.CreatedAt.localeCompare(a.CreatedAt) || b.ID - a.ID;
}

function compare(sort: PropertyListQuery['sort']) {
  return (a: ListableProperty, b: ListableProperty): number => {
    if (sort === 'newest') return newestFirst(a, b);
    const pa = visiblePrice(a);
    const pb = visiblePrice(b);
    // Prices on request, unpublished ones included, go last whichever way the list is sorted, in
    // the order of their ids: never placed by a price the visitor may not see.
    if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0) || b.ID - a.ID;
    return (sort === 'price-asc' ? pa - pb : pb - pa) || b.ID - a.ID;
  };
}

export type ListPage<T> = { items: T[]; total: number; page: number; pages: number; pageSize: number };

/** Filters, sorts and pages a list; a page past the end gives the last page ("page x of y"). */
export function filterProperties<T extends ListableProperty>(
  properties: readonly T[],
  query: PropertyListQuery,
): ListPage<T> {
  const matching = properties.filter((property) => matches(property, query)).sort(compare(query.sort));
  const pages = Math.max(1, Math.ceil(matching.length / query.pageSize));
  const page = Math.min(query.page, pages);
  const start = (page - 1) * query.pageSize;
  return {
    items: matching.slice(start, start + query.pageSize),
    total: matching.length,
    page,
    pages,
    pageSize: query.pageSize,
  };
}
