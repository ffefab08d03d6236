import type { PageKey, PropertyListQuery } from '@immo/shared';

/** What a list page shows: properties (with a scope of its own) or new-build projects. */
export type ListPageSpec =
  { kind: 'properties'; scope: Partial<PropertyListQuery> } | { kind: 'projects'; scope: Partial<PropertyListQuery> };

/**
 * The list pages of SPEC §2 and what each one lists. The scope is the page's own and wins over the
 * URL: `/for-rent/?goal=sale` still lists rentals; `/Buitenland/?goal=rent` narrows the foreign list.
 */
export const LIST_PAGES: Readonly<Partial<Record<PageKey, ListPageSpec>>> = {
  'for-sale': { kind: 'properties', scope: { goal: 'sale' } },
  'for-rent': { kind: 'properties', scope: { goal: 'rent' } },
  foreign: { kind: 'properties', scope: { foreign: true } },
  references: { kind: 'properties', scope: { references: true } },
  projects: { kind: 'projects', scope: {} },
};

export function listPageSpec(page: string): ListPageSpec | undefined {
  return (LIST_PAGES as Partial<Record<string, ListPageSpec>>)[page];
}

/** The query a list page asks the API for: the visitor's filters within the page's scope. */
export function pageListQuery(
  spec: ListPageSpec,
  fromUrl: Partial<PropertyListQuery>,
  pageSize?: number,
): Partial<PropertyListQuery> {
  return { ...(pageSize !== undefined ? { pageSize } : {}), ...fromUrl, ...spec.scope };
}

/** The query parameters a visitor can change on a list page (what "Clear filters" removes). */
export const FILTER_KEYS = ['city', 'type', 'minPrice', 'maxPrice', 'minBedrooms', 'epc', 'area'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** How many of the visitor's filters are set (a badge on the filter toggle on phones). */
export function activeFilterCount(query: Partial<PropertyListQuery>): number {
  return FILTER_KEYS.filter((key) => {
    const value = query[key];
    return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
  }).length;
}
