/**
 * The site-wide reads (the configuration, the menu) that the shell and every remote ask for: on
 * one page each is fetched once. @immo/shared is bundled into every app, so the answers live
 * under a `Symbol.for` key on the page's global, as the events' last values do; they are keyed by
 * the fetch function too, so a test that swaps `fetch` starts afresh. A failed read is forgotten:
 * the next caller asks again.
 */
const READS = Symbol.for('immo.api.page-wide-reads');
type ReadsByFetch = WeakMap<object, Map<string, Promise<unknown>>>;
type ReadsScope = typeof globalThis & { [READS]?: ReadsByFetch };

export function pageWideRead<T>(fetcher: object, url: string, read: () => Promise<T>): Promise<T> {
  const scope = globalThis as ReadsScope;
  const byFetch = (scope[READS] ??= new WeakMap());
  let reads = byFetch.get(fetcher);
  if (!reads) byFetch.set(fetcher, (reads = new Map()));
  const known = reads.get(url) as Promise<T> | undefined;
  if (known) return known;
  const answer = read();
  reads.set(url, answer);
  answer.catch(() => reads.delete(url));
  return answer;
}
