import type { PropertyListQuery } from './list-query.js';

/** Lists show 12 cards a page unless asked otherwise. */
export const DEFAULT_PAGE_SIZE = 12;

// Kept apart from the zod schema: building a URL must not pull zod into an app that never validates.
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
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, value === true ? '1' : String(value));
  }
  return params;
}
