import { FEED_LIMITS } from '../feed-schema.js';
import { safeFetch } from '../safe-fetch/safe-fetch.js';

/** A scheduled pull's whole download, redirects included. */
const FEED_TIMEOUT_MS = 2 * 60_000;

/**
 * Fetches a feed as the importer fetches anything a feed names (safe-fetch.ts: http(s), public
 * addresses only unless allowed, at most FEED_LIMITS.feedBytes), as text.
 */
export function feedFetcher(allowPrivate?: true | readonly string[]): (url: string) => Promise<string> {
  return async (url) => {
    const fetched = await safeFetch(url, {
      maxBytes: FEED_LIMITS.feedBytes,
      timeoutMs: FEED_TIMEOUT_MS,
      accept: 'application/json, application/xml;q=0.9, text/xml;q=0.9',
      ...(allowPrivate ? { allowPrivate } : {}),
    });
    return fetched.body.toString('utf8');
  };
}
