import { z } from 'zod';

export { OWNER_STATISTICS_DAYS } from './owner-statistics-days.js';

/** SPEC §3 "Owner statistics": one event of the last 30 days (a visit, a call, a mail, a media view). */
export const OwnerStatisticSchema = z.object({
  date: z.string().describe('When, ISO 8601 in UTC.'),
  type: z
    .enum(['visit', 'communication', 'online-media'])
    .describe('A viewing, a call or mail with a candidate, or how often an advert was seen on a medium.'),
  contact: z.string().describe('The candidate, as the agency names them; empty for online media.'),
  subject: z.string().describe("The agency's words, in the owner's language."),
  comment: z.string().describe("The agency's words, in the owner's language; may be empty."),
  status: z.string().describe('One of OWNER_EVENT_STATUSES (done, planned, follow-up), or words of the agency.'),
  source: z
    .string()
    .describe("Where it came from: one of OWNER_EVENT_SOURCES (website, walk-in, phone) or a portal's name."),
});
export type OwnerStatistic = z.infer<typeof OwnerStatisticSchema>;

/** SPEC §6: page visits of the owner's property. */
export const PageVisitCountsSchema = z.object({
  today: z.number().int().nonnegative(),
  week: z.number().int().nonnegative(),
  month: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PageVisitCounts = z.infer<typeof PageVisitCountsSchema>;
