import { EPC_LABELS, type EpcLabelKey } from '../energy/scales.js';
import { decodeAreas } from './area/area-codec.js';
import { DEFAULT_PAGE_SIZE, LIST_SORTS, MAX_IDS, MAX_PAGE, MAX_PAGE_SIZE, type ListSort } from './list-limits.js';
import type { PropertyListQuery } from './list-query.js';

// Kept apart from the zod schema: building or reading a URL must not pull zod into an app that
// never validates (a remote's bundle).

/** The query as URL search parameters, defaults left out, so equal lists have equal URLs. */
export function listQueryToParams(query: Partial<PropertyListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const entries: Array<[string, unknown]> = Object.entries(query);
  for (const [key, value] of entries) {
    if (value === undefined || value === false) continue;
    if (key === 'sort' && value === 'newest') continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'pageSize' && value === DEFAULT_PAGE_SIZE) continue;
    if (Array.isArray(value)) {
      // An empty id list means "none of them" (no favourites yet), not "no filter".
      if (value.length > 0 || key === 'ids') params.set(key, value.join(','));
    } else params.set(key, value === true ? '1' : String(value));
  }
  return params;
}

const FLAG_TRUE = new Set(['1', 'true']);

function integer(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

function amount(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

function idList(value: string | null): number[] | undefined {
  if (value === null) return undefined;
  const ids = value
    .split(',')
    .map((part) => integer(part, 1, Number.MAX_SAFE_INTEGER))
    .filter((id): id is number => id !== undefined);
  return [...new Set(ids)].slice(0, MAX_IDS);
}

/**
 * Reads a list query from a page's URL (the browser side of PropertyListQuerySchema, without zod).
 * It is lenient where the API is strict: a visitor's hand-edited or outdated link keeps the values
 * that make sense and drops the others, so the page shows a list rather than an error.
 */
export function listQueryFromParams(params: URLSearchParams): Partial<PropertyListQuery> {
  const query: Partial<PropertyListQuery> = {};
  const goal = params.get('goal');
  if (goal === 'sale' || goal === 'rent') query.goal = goal;
  const city = params.get('city')?.trim();
  if (city) query.city = city.slice(0, 120);
  const type = integer(params.get('type'), 1, Number.MAX_SAFE_INTEGER);
  if (type !== undefined) query.type = type;
  if (FLAG_TRUE.has(params.get('foreign') ?? '')) query.foreign = true;
  if (FLAG_TRUE.has(params.get('references') ?? '')) query.references = true;
  const project = integer(params.get('project'), 1, Number.MAX_SAFE_INTEGER);
  if (project !== undefined) query.project = project;
  const minPrice = amount(params.get('minPrice'));
  if (minPrice !== undefined) query.minPrice = minPrice;
  const maxPrice = amount(params.get('maxPrice'));
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  const minBedrooms = integer(params.get('minBedrooms'), 0, 20);
  if (minBedrooms !== undefined) query.minBedrooms = minBedrooms;
  const epc = params
    .get('epc')
    ?.split(',')
    .filter((label): label is EpcLabelKey => (EPC_LABELS as readonly string[]).includes(label));
  if (epc && epc.length > 0) query.epc = epc;
  const area = params.get('area');
  if (area !== null && decodeAreas(area)) query.area = area;
  const ids = idList(params.get('ids'));
  if (ids) query.ids = ids;
  const sort = params.get('sort');
  if ((LIST_SORTS as readonly string[]).includes(sort ?? '')) query.sort = sort as ListSort;
  const page = integer(params.get('page'), 1, MAX_PAGE);
  if (page !== undefined) query.page = page;
  const pageSize = integer(params.get('pageSize'), 1, MAX_PAGE_SIZE);
  if (pageSize !== undefined) query.pageSize = pageSize;
  return query;
}
