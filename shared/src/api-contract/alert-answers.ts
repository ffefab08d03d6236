// The answers of the API's search-alert routes (api/src/alerts/alert-routes.ts), as zod schemas: the
// API serialises and documents with them, the client's types are derived from them.
import { z } from 'zod';
import { LangSchema } from '../entities/localized.js';
import { ALERT_FREQUENCIES } from '../entities/forms/alert-frequency.js';

/** One of an address's live search alerts (GET /api/alerts). */
export const SearchAlertSummarySchema = z.object({
  id: z.number().int().describe("The alert's id: what POST /api/alerts/end's alertId names."),
  frequency: z
    .enum(ALERT_FREQUENCIES)
    .describe('instant: mailed after each import that brings a match; daily: one digest a day.'),
  language: LangSchema.describe('The language its mails are written in.'),
  filters: z
    .record(z.string(), z.string())
    .describe("What it watches: the sale or rent list's URL parameters (goal, city, maxPrice…)."),
  confirmed: z
    .boolean()
    .describe('False until the link of its confirmation mail is followed: nothing is mailed before.'),
  createdAt: z.string().describe('When it was asked for (ISO 8601).'),
});
export type SearchAlertSummary = z.infer<typeof SearchAlertSummarySchema>;

export const SearchAlertListSchema = z
  .array(SearchAlertSummarySchema)
  .describe("The address's live alerts (confirmed or waiting for their link), the newest first.");

/** POST /api/alerts: the same answer whatever the address (it tells nobody which addresses have alerts). */
export const SearchAlertAskedSchema = z
  .object({
    ok: z.literal(true),
    lang: LangSchema.describe('The language of the message.'),
    message: z.string().describe('What to tell the visitor: check your mailbox for the confirmation link.'),
  })
  .describe('Asked: a confirmation link is mailed, unless the address has as many alerts as it may.');
export type SearchAlertAsked = z.infer<typeof SearchAlertAskedSchema>;

/** POST /api/alerts/end and the one-click unsubscribe. */
export const SearchAlertsEndedSchema = z
  .object({
    ok: z.literal(true),
    ended: z.number().int().describe('How many alerts ended: 0 when none of those named was live.'),
  })
  .describe('Ended: nothing more is mailed for them.');
export type SearchAlertsEnded = z.infer<typeof SearchAlertsEndedSchema>;
