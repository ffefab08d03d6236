import { OWNER_STATISTICS_DAYS, PropertyIdSchema } from '@immo/shared';
import { z } from 'zod';
import { LangQuerySchema } from '../http/route-schema.js';

/** How a route after login is called: the session cookie, and the CSRF token on a change. */
export const SESSION_NEEDED =
  'Needs the session cookie the login sets (HttpOnly: `__Host-immo_owner_session` over https, ' +
  '`immo_owner_session` over http); without a live session: 401 sessionExpired.';

/** A POST of the owner scope from another site's page is refused (owner-guard-plugin.ts). */
export const FOREIGN_ORIGIN = "A POST whose Origin is not the site's own gets 403 csrfInvalid.";

/** The CSRF header of a change after login; refused 403 csrfInvalid without the session's token. */
export const CsrfHeadersSchema = z.looseObject({
  'x-csrf-token': z
    .string()
    .optional()
    .describe('The csrfToken of the login or session answer; without it (or with another) the change is refused.'),
});

/** `?days=`: how far back a property's figures go. */
export const StatisticsQuerySchema = LangQuerySchema.extend({
  days: z.coerce
    .number()
    .int()
    .min(1)
    .max(365)
    .default(OWNER_STATISTICS_DAYS)
    .describe('How many days the figures cover, today included (1–365).'),
});

/** What a property page sends to count its visit. */
export const PageViewBodySchema = z.object({
  propertyId: PropertyIdSchema.describe('The property whose page was seen.'),
});

/** 204 of a page view: the same answer whether or not the view counted. */
export const PageViewTakenSchema = z.null().describe('Taken: the answer says nothing of whether the view counted.');
