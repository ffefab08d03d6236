import { z } from 'zod';

/** SPEC §3 "Owner statistics": one event of the last 30 days (a visit, a call, a mail, a media view). */
export const OwnerStatisticSchema = z.object({
  date: z.string(),
  type: z.enum(['visit', 'communication', 'online-media']),
  contact: z.string(),
  subject: z.string(),
  comment: z.string(),
  status: z.string(),
  source: z.string(),
});
export type OwnerStatistic = z.infer<typeof OwnerStatisticSchema>;

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

/** SPEC §6: page visits of the owner's property. */
export const PageVisitCountsSchema = z.object({
  today: z.number().int().nonnegative(),
  week: z.number().int().nonnegative(),
  month: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PageVisitCounts = z.infer<typeof PageVisitCountsSchema>;
