import type { z } from 'zod';
import { mapGivingWay } from '../../event-loop/give-way.js';
import type { FeedEntry, ParsedFeed } from '../feed.js';
import { UnreadableFeed } from '../feed.js';
import { feedEntry, rejectRepeatedIds } from '../feed-entry.js';
import { FEED_LIMITS, FeedEnvelopeSchema } from '../feed-schema.js';

type Envelope = z.infer<typeof FeedEnvelopeSchema>;

/** The feed's envelope: refused whole when the text is not one (nothing is read then). */
function envelopeOf(text: string): Envelope {
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
  return envelope.data;
}

function feedOf({ source, withdrawn = [] }: Envelope, records: FeedEntry[]): ParsedFeed {
  return { source, format: 'json', records: rejectRepeatedIds(records), withdrawn };
}

const entryAt = (raw: unknown, index: number) => feedEntry(raw, index + 1);

/**
 * Our own format, "immo-feed" version 1 (api/README "Import", docs/immo-feed.schema.json): the
 * envelope must be right or nothing is read; each record is then validated on its own.
 */
export function parse(text: string): ParsedFeed {
  const envelope = envelopeOf(text);
  return feedOf(envelope, envelope.properties.map(entryAt));
}

/** `parse` in a server: the records are validated in slices, giving way to its visitors between them. */
export async function parseGivingWay(text: string): Promise<ParsedFeed> {
  const envelope = envelopeOf(text);
  return feedOf(envelope, await mapGivingWay(envelope.properties, entryAt));
}
