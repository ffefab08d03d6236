import { parseGivingWay } from '../adapters/json-feed.js';
import type { ParsedFeed } from '../feed.js';
import type { QueuedEvent } from './event-queue.js';

/**
 * Queued events in id order, as runs of one source each: one delta import per run, in the order the
 * CRMs sent them.
 */
export function runsBySource(events: readonly QueuedEvent[]): QueuedEvent[][] {
  const runs: QueuedEvent[][] = [];
  for (const event of events) {
    const last = runs.at(-1);
    if (last && last[0]!.source === event.source) last.push(event);
    else runs.push([event]);
  }
  return runs;
}

/**
 * One source's events as a delta feed of our JSON format, read by the same adapter as a feed file,
 * so a pushed record is validated exactly as a fed one. Of several events about one property the
 * last one counts (updated, then withdrawn: withdrawn). Read in slices, giving way to the server's
 * visitors (a CRM may send thousands of events at once).
 */
export function deltaFeed(source: string, events: readonly QueuedEvent[]): Promise<ParsedFeed> {
  const last = new Map<string, QueuedEvent>();
  for (const event of events) {
    last.delete(event.external_id);
    last.set(event.external_id, event);
  }
  const latest = [...last.values()];
  const properties = latest
    .filter((event) => event.event === 'updated' && event.payload !== null)
    .map((event) => ({ ...(JSON.parse(event.payload!) as object), externalId: event.external_id }));
  const withdrawn = latest.filter((event) => event.event === 'withdrawn').map((event) => event.external_id);
  return parseGivingWay(JSON.stringify({ format: 'immo-feed', version: 1, source, properties, withdrawn }));
}
