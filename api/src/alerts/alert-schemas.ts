import { AlertFiltersSchema, AlertsAccessSchema, SearchAlertFormSchema } from '@immo/shared';
import { z } from 'zod';
import { LangQuerySchema } from '../http/route-schema.js';

/**
 * POST /api/alerts: the form of @immo/shared, its `filters` (the list's URL parameters) then read with
 * the list's own schema, so a bad one is refused on `filters.{name}` and what an alert does not keep
 * (the list's page, order, page size) is left out. (A transform: zod lets no refined object, as the
 * form is, have a field replaced.)
 */
export const AlertRequestSchema = SearchAlertFormSchema.transform((form, context) => {
  const filters = AlertFiltersSchema.safeParse(form.filters);
  if (filters.success) return { ...form, filters: filters.data };
  for (const issue of filters.error.issues) context.addIssue({ ...issue, path: ['filters', ...issue.path] });
  return z.NEVER;
}).describe('A search alert asked for: mailed its confirmation link first (double opt-in).');

/** GET /api/alerts: the alerts page's signed address. */
export const SignedAddressQuerySchema = LangQuerySchema.extend(AlertsAccessSchema.shape);

/** POST /api/alerts/end. */
export const EndAlertsBodySchema = AlertsAccessSchema.extend({
  alertId: z.coerce
    .number()
    .int()
    .positive()
    .optional()
    .describe('The alert to end (an id of GET /api/alerts); without it, every alert of the address.'),
});

/** The alert a one-click unsubscribe URL names. */
export const AlertIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().describe("The alert's id."),
});

/** The one-click unsubscribe URL's query: its signature of the alert's id. */
export const AlertTokenQuerySchema = LangQuerySchema.extend({
  token: z.string().max(100).describe("The URL's signature of the alert's id."),
});

/**
 * What a mail program POSTs for its "unsubscribe" button (RFC 8058), form-encoded; the URL's token
 * decides, so the body may be absent.
 */
export const OneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .nullable()
  .describe('List-Unsubscribe=One-Click, as RFC 8058 has a mail program send it.');
