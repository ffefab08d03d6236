// Without zod: the owner portal shows these words on its first load, which carries no schema.

/**
 * The statuses of an event the agency records, as it stores them: words of the data, which the
 * owner portal shows in the owner's language. Another status is shown as given.
 */
export const OWNER_EVENT_STATUSES = ['done', 'planned', 'follow-up'] as const;
export type OwnerEventStatus = (typeof OWNER_EVENT_STATUSES)[number];

/**
 * The agency's own sources of an event (its website, a walk-in at the office, a phone call), stored
 * as these words and shown in the owner's language; a portal's name (Immoweb, Zimmo) is shown as given.
 */
export const OWNER_EVENT_SOURCES = ['website', 'walk-in', 'phone'] as const;
export type OwnerEventSource = (typeof OWNER_EVENT_SOURCES)[number];
