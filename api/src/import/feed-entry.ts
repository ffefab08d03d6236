import type { z } from 'zod';
import type { FeedEntry, ImportedProperty } from './feed.js';
import { ExternalIdSchema, FeedPropertySchema } from './feed-schema.js';

/** The first problem zod found, as the report names it: `Title.nl`, `Pictures.2.url`, or `(record)`. */
function firstIssue(error: z.ZodError): { field: string; reason: string } {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(record)';
  return { field, reason: issue?.message ?? 'invalid' };
}

/** The record's external id when it has a usable one, so a rejection still says which record it was. */
function externalIdOf(raw: unknown): string | undefined {
  const candidate = typeof raw === 'object' && raw !== null ? (raw as { externalId?: unknown }).externalId : undefined;
  const parsed = ExternalIdSchema.safeParse(candidate);
  return parsed.success ? parsed.data : undefined;
}

/**
 * One record of a feed in our format (an adapter maps its own format onto ours first), validated:
 * valid, or rejected naming the field and why. `position` counts from 1 in feed order.
 */
export function feedEntry(raw: unknown, position: number): FeedEntry {
  const parsed = FeedPropertySchema.safeParse(raw);
  if (!parsed.success) {
    const externalId = externalIdOf(raw);
    return { position, ...(externalId ? { externalId } : {}), rejection: firstIssue(parsed.error) };
  }
  const { externalId, publicId, ...property } = parsed.data;
  return {
    position,
    externalId,
    ...(publicId !== undefined ? { publicId } : {}),
    property: property satisfies ImportedProperty,
  };
}

/** A second record with an id already seen is rejected: which of the two is meant cannot be known. */
export function rejectRepeatedIds(entries: FeedEntry[]): FeedEntry[] {
  const firstAt = new Map<string, number>();
  return entries.map((entry) => {
    if (!('property' in entry)) return entry;
    const first = firstAt.get(entry.externalId);
    if (first === undefined) {
      firstAt.set(entry.externalId, entry.position);
      return entry;
    }
    return {
      position: entry.position,
      externalId: entry.externalId,
      rejection: { field: 'externalId', reason: `the same id as record ${first}` },
    };
  });
}
