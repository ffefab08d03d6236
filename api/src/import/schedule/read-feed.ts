import { parseGivingWay as parseJson } from '../adapters/json-feed.js';
import { parseGivingWay as parseKyero } from '../adapters/kyero-feed.js';
import type { FeedFormat, ParsedFeed } from '../feed.js';

/** The format a feed's text is in: XML (Kyero) starts with `<`, our JSON with `{`. */
export function guessedFormat(text: string): FeedFormat {
  return text.trimStart().startsWith('<') ? 'kyero' : 'json';
}

/**
 * A fetched feed read by its format's adapter (IMPORT_FORMAT, or guessed), giving way to the
 * server's visitors between slices of records; rejects with UnreadableFeed.
 */
export function readFeed(text: string, format: FeedFormat | null): Promise<ParsedFeed> {
  return (format ?? guessedFormat(text)) === 'kyero' ? parseKyero(text) : parseJson(text);
}
