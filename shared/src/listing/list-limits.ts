/** The bounds of a list query, for the URL helpers (list-query-params.ts) and the schema (list-query.ts). */

/** Lists show 12 cards a page unless asked otherwise. */
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 48;
export const MAX_PAGE = 10_000;
/** A favourites list asks for these properties by id; more than this is not a list a person keeps. */
export const MAX_IDS = 100;

export const LIST_SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
