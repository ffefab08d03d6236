import { searchKey, type SearchCity, type SearchIndex, type SearchType } from '@immo/shared';

export type SearchResult = {
  /** The text as searched: folded, lower case, trimmed. Empty means "show every type". */
  query: string;
  types: SearchType[];
  cities: SearchCity[];
  /** At most one: properties match on their exact ID only (SPEC §5). */
  propertyIds: number[];
};

export type Searcher = (text: string) => SearchResult;

/** Most cities a panel lists; a visitor refines rather than scrolls. */
export const MAX_CITY_RESULTS = 8;

/**
 * Prepares an index for per-keystroke queries: the ID set is built once, so a query costs a
 * scan of the (few) types and cities plus one set lookup — well under 1 ms at 10,000 properties.
 */
export function createSearcher(index: SearchIndex, maxCities = MAX_CITY_RESULTS): Searcher {
  // Made at the first reference typed: a box the server renders, or nobody types in, never needs it.
  let ids: Set<number> | undefined;
  const hasId = (id: number) => (ids ??= new Set(index.propertyIds)).has(id);
  return (text) => {
    const query = searchKey(text).trim();
    if (!query) return { query, types: index.types, cities: [], propertyIds: [] };
    const id = /^\d+$/.test(query) ? Number(query) : NaN;
    return {
      query,
      types: index.types.filter((type) => type.key.includes(query)),
      cities: rankCities(index.cities, query).slice(0, maxCities),
      propertyIds: Number.isNaN(id) || !hasId(id) ? [] : [id],
    };
  };
}

/** Name prefix first, then a word of the name, then anywhere in the name; a zip prefix counts as a name prefix. */
function rankCities(cities: SearchCity[], query: string): SearchCity[] {
  const scored: Array<{ city: SearchCity; rank: number }> = [];
  for (const city of cities) {
    const rank = cityRank(city, query);
    if (rank >= 0) scored.push({ city, rank });
  }
  scored.sort(
    (a, b) => a.rank - b.rank || a.city.key.localeCompare(b.city.key) || a.city.zip.localeCompare(b.city.zip),
  );
  return scored.map((entry) => entry.city);
}

function cityRank(city: SearchCity, query: string): number {
  if (city.key.startsWith(query) || city.zip.toLowerCase().startsWith(query)) return 0;
  if (city.key.split(/[\s-]+/).some((word) => word.startsWith(query))) return 1;
  if (city.key.includes(query)) return 2;
  return -1;
}

/** SPEC §2: `{FOR_SALE_TOTAL}` and `{FOR_RENT_TOTAL}` in a description become the totals. */
export function replaceTotals(text: string, totals: { sale: number; rent: number }): string {
  return text.replaceAll('{FOR_SALE_TOTAL}', String(totals.sale)).replaceAll('{FOR_RENT_TOTAL}', String(totals.rent));
}
