/** A copy of the query with some parameters set or removed; any change but paging starts at page 1. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(key);
    else params.set(key, value);
  }
  if (!('page' in changes)) params.delete('page');
  return params.toString();
}

/** The query without the visitor's filters (the page, sort and view stay as they are). */
export function withoutParams(search: string, keys: readonly string[]): string {
  return withParams(search, Object.fromEntries(keys.map((key) => [key, null])));
}

/** Page numbers to link: first, last, and the current one with its neighbours; null marks a gap. */
export function pageWindow(page: number, pages: number): Array<number | null> {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const n of sorted) {
    const last = result[result.length - 1];
    if (typeof last === 'number' && n - last > 1) result.push(n - last === 2 ? last + 1 : null);
    result.push(n);
  }
  return result;
}
