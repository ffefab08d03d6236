import { COUNTRY_BELGIUM } from '../entities/country.js';
import { propertyEpc } from '../energy/label.js';
import { isForSale } from '../format/goal.js';
import { inCity, parseCityParam } from '../search/city-param.js';
import { hasType } from '../search/type-membership.js';
import { decodeAreas } from './area/area-codec.js';
import { areaMatcher } from './area/in-area.js';
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
  PublishAddress: boolean;
  Latitude?: number | undefined;
  Longitude?: number | undefined;
};

/** What a list filters by: its query without paging and order (a search alert keeps these). */
export type ListFilters = Omit<PropertyListQuery, 'sort' | 'page' | 'pageSize'>;

/**
 * Whether a property is inside the drawn areas of a query's `area` (null: the query draws none).
 * Only public coordinates count: a property whose address is not published is never inside, even
 * though the catalogue knows where it is, or a tiny area drawn around a guessed spot would tell
 * whether the hidden address is there (publicProperty withholds the coordinates for the same reason).
 */
function drawnAreaRule(area: string | undefined): ((property: ListableProperty) => boolean) | null {
  if (area === undefined) return null;
  const areas = decodeAreas(area);
  // The schema lets only decodable areas through; a query made without it (a stored filter edited
  // by hand) lists nothing rather than everything, as no area is a property inside of.
  if (!areas) return () => false;
  const inside = areaMatcher(areas);
  return ({ PublishAddress, Latitude: lat, Longitude: lng }) =>
    PublishAddress && lat !== undefined && lng !== undefined && inside({ lat, lng });
}

/**
 * The list's one rule of which properties a query shows, made once per query: the list filters
 * with it, and a search alert (api/src/alerts/) asks it of each new property, so both agree.
 */
export function listQueryMatcher(query: ListFilters): (property: ListableProperty) => boolean {
  const city = parseCityParam(query.city);
  const ids = query.ids ? new Set(query.ids) : null;
  const epc = query.epc && query.epc.length > 0 ? new Set<string>(query.epc) : null;
  const bounded = query.minPrice !== undefined || query.maxPrice !== undefined;
  // Decoded once per query: a list or an import's alerts ask it of every property.
  const inDrawnArea = drawnAreaRule(query.area);
  return (property) => {
    if (ids && !ids.has(property.ID)) return false;
    if (query.goal && isForSale(property) !== (query.goal === 'sale')) return false;
    if (query.foreign && property.CountryID === COUNTRY_BELGIUM) return false;
    if (query.references && property.Marquee !== 1) return false;
    if (query.project !== undefined && property.ProjectID !== query.project) return false;
    if (query.type !== undefined && !hasType(property, query.type)) return false;
    if (city && !inCity(property, city)) return false;
    if (bounded) {
      // An unpublished price is no price: the property matches no price bound, as a price on request
      // does, so which bounds it falls in cannot be asked of the list.
      const price = visiblePrice(property);
      if (price === null) return false;
      if (query.minPrice !== undefined && price < query.minPrice) return false;
      if (query.maxPrice !== undefined && price > query.maxPrice) return false;
    }
    if (query.minBedrooms !== undefined && (property.Details.Bedrooms ?? 0) < query.minBedrooms) return false;
    if (epc) {
      const label = propertyEpc(property)?.label;
      if (!label || !epc.has(label)) return false;
    }
    if (inDrawnArea && !inDrawnArea(property)) return false;
    return true;
  };
}

/** Whether the list of `query` shows `property` (listQueryMatcher, for one property). */
export function matchesListQuery(property: ListableProperty, query: ListFilters): boolean {
  return listQueryMatcher(query)(property);
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
  const matching = properties.filter(listQueryMatcher(query)).sort(compare(query.sort));
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
