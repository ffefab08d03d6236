import { OWNER_EVENT_SOURCES, OWNER_EVENT_STATUSES } from '@immo/shared';
import type { TFunction } from 'i18next';

const KNOWN = { status: OWNER_EVENT_STATUSES, source: OWNER_EVENT_SOURCES } as const;
const KEY = { status: 'eventStatuses', source: 'eventSources' } as const;

/**
 * An event's status or source as the owner reads it: a word of the data (`planned`, `walk-in`) in
 * the page's language; anything else (a portal's name, the agency's own word) as it was written.
 * Case is ignored: databases seeded before held `Walk-in`, `Phone`, `Website`.
 */
export function eventWord(t: TFunction<'owner'>, kind: 'status' | 'source', value: string): string {
  const word = value.trim().toLowerCase();
  return (KNOWN[kind] as readonly string[]).includes(word) ? t(`${KEY[kind]}.${word}`) : value;
}
