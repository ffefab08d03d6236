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

/** SPEC §6: page visits of the owner's property. */
export const PageVisitCountsSchema = z.object({
  today: z.number().int().nonnegative(),
  week: z.number().int().nonnegative(),
  month: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type PageVisitCounts = z.infer<typeof PageVisitCountsSchema>;
