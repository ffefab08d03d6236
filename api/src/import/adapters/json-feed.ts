import type { ParsedFeed } from '../feed.js';
import { UnreadableFeed } from '../feed.js';
import { feedEntry, rejectRepeatedIds } from '../feed-entry.js';
import { FEED_LIMITS, FeedEnvelopeSchema } from '../feed-schema.js';

/**
 * Our own format, "immo-feed" version 1 (api/README "Import", docs/immo-feed.schema.json): the
 * envelope must be right or nothing is read; each record is then validated on its own.
 */
export function parse(text: string): ParsedFeed {
  if (Buffer.byteLength(text) > FEED_LIMITS.feedBytes)
    throw new UnreadableFeed(`the feed is larger than ${FEED_LIMITS.feedBytes} bytes`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UnreadableFeed(`not JSON: ${(error as Error).message}`);
  }
  const envelope = FeedEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    const issue = envelope.error.issues[0];
    throw new UnreadableFeed(`not an immo-feed: ${issue?.path.join('.') || '(feed)'}: ${issue?.message}`);
  }
  const { source, properties, withdrawn = [] } = envelope.data;
  return {
    source,
    format: 'json',
    records: rejectRepeatedIds(properties.map((raw, index) => feedEntry(raw, index + 1))),
    withdrawn,
  };
}
