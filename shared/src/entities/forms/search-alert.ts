import { z } from 'zod';
import { MAX_AREA_LENGTH } from '../../listing/area/area-limits.js';
import { PropertyListQuerySchema } from '../../listing/list-query.js';
import { ALERT_FREQUENCIES } from './alert-frequency.js';
import { antiSpamFields, email, INVALID, lang, privacyAccepted, requireCaptcha } from './fields.js';

/**
 * What an alert watches: the filters of a sale or rent list (the list's own query, without its
 * paging, order, favourites or references), so "new properties like these" are the ones that list
 * would show.
 */
export const AlertFiltersSchema = PropertyListQuerySchema.pick({
  goal: true,
  city: true,
  type: true,
  foreign: true,
  project: true,
  minPrice: true,
  maxPrice: true,
  minBedrooms: true,
  epc: true,
  area: true,
}).required({ goal: true });
export type AlertFilters = z.output<typeof AlertFiltersSchema>;

/**
 * "E-mail me new properties like these" (issue 24): `filters` are the list's URL parameters as
 * the page shows them (`listQueryToParams`), read again with the list's own schema by the API.
 */
export const SearchAlertFormSchema = requireCaptcha(
  z.object({
    email: email(),
    frequency: z
      .enum(ALERT_FREQUENCIES, { error: 'validation:required.frequency' })
      .describe('instant: after each import that brings a match; daily: one digest a day.'),
    filters: z
      // A value as long as the list's longest parameter, its drawn areas; AlertFiltersSchema checks each.
      .record(z.string(INVALID).max(40, INVALID), z.string(INVALID).max(MAX_AREA_LENGTH, INVALID), INVALID)
      .describe("The sale or rent list's URL parameters (goal required; city, type, minPrice, maxPrice, area…)."),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type SearchAlertForm = z.input<typeof SearchAlertFormSchema>;

/**
 * The signed link of an alert mail (the alerts page's address): the address and its signature, an
 * HMAC only the server can make, which lets whoever reads that mailbox see and end its alerts.
 */
export const AlertsAccessSchema = z.object({
  email: z.string().max(254).describe('The address, as the link gives it.'),
  token: z.string().max(100).describe("The link's signature of the address."),
});
export type AlertsAccess = z.infer<typeof AlertsAccessSchema>;
