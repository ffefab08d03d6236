// The answers of the API's owner routes, as zod schemas (issue 26): the API serialises and documents
// with them, and the owner portal's types are derived from them.
import { z } from 'zod';
import { LangSchema } from '../entities/localized.js';
import { OwnerStatisticSchema, PageVisitCountsSchema } from '../entities/owner-statistics.js';
import { PropertyCardSchema } from '../listing/public-property.js';

/** Who is logged in, as the portal greets them. */
export const OwnerSummarySchema = z.object({
  name: z.string(),
  email: z.string(),
  language: LangSchema.describe("The owner's language: the one their mails are written in."),
});
export type OwnerSummary = z.output<typeof OwnerSummarySchema>;

/** POST /api/owner/login, and GET /api/owner/session while a session lives. */
export const OwnerSessionSchema = z
  .object({
    owner: OwnerSummarySchema,
    csrfToken: z.string().describe('Send it as the X-CSRF-Token header with every change (POST) made in this session.'),
  })
  .describe('A live session: who is logged in, and the CSRF token of the session.');
export type OwnerSession = z.output<typeof OwnerSessionSchema>;

/** GET /api/owner/session: the session of the cookie, or none when the request carries no session cookie. */
export const OwnerSessionAnswerSchema = z
  .union([
    OwnerSessionSchema,
    z.object({ owner: z.null() }).describe('The request carries no session cookie: nobody is logged in.'),
  ])
  .describe('The live session of the cookie, or { owner: null } without a session cookie.');

const Done = z.object({ ok: z.literal(true) });

/** POST /api/owner/logout. */
export const LoggedOutSchema = Done.describe('Logged out: the session ended on the server and its cookie is cleared.');

/** POST /api/owner/password-forgotten: the same answer whether the address has an account or not. */
export const PasswordForgottenAnswerSchema = Done.extend({
  message: z.string().describe("What to tell the visitor, in the request's language."),
}).describe('Taken: if the address has an account, a one-time link is on its way (the answer says nothing of which).');
export type PasswordForgottenAnswer = z.output<typeof PasswordForgottenAnswerSchema>;

/** POST /api/owner/password-reset. */
export const PasswordResetAnswerSchema = Done.describe(
  'The new password is set; the link, every other link and every session of the owner ended.',
);

/** The agency's person in charge of one of the owner's properties. */
export const PropertyManagerSchema = z
  .object({ name: z.string(), email: z.string(), phone: z.string() })
  .describe("The agency's manager of the property.");

export const OwnerPropertySchema = z.object({ property: PropertyCardSchema, manager: PropertyManagerSchema });
export type OwnerProperty = z.output<typeof OwnerPropertySchema>;

/** GET /api/owner/properties. */
export const OwnerPropertiesSchema = z
  .array(OwnerPropertySchema)
  .describe("The owner's properties still in the catalogue, in the asked language, each with its manager.");

const count = z.number().int().nonnegative();

/** One day of a property's figures, for the charts. */
export const DayStatisticsSchema = z.object({
  date: z.string().describe('The UTC day, YYYY-MM-DD.'),
  visits: count,
  communications: count,
  onlineMedia: count,
  pageViews: count.describe("Visitors of the property's page that day (one per visitor)."),
});
export type DayStatistics = z.output<typeof DayStatisticsSchema>;

/** GET /api/owner/properties/{id}/statistics. */
export const PropertyStatisticsSchema = z
  .object({
    days: z.number().int().positive().describe('How many days the figures cover, today included.'),
    from: z.string().describe('The first day covered (UTC, YYYY-MM-DD).'),
    to: z.string().describe('The last day covered: today (UTC, YYYY-MM-DD).'),
    totals: z
      .object({ visits: count, communications: count, onlineMedia: count })
      .describe('The events of the days covered, by kind.'),
    pageVisits: PageVisitCountsSchema.describe(
      "Visitors of the property's page today, in the last 7 days, in the days covered, and ever.",
    ),
    perDay: z.array(DayStatisticsSchema).describe('Each day covered, the oldest first.'),
    events: z.array(OwnerStatisticSchema).describe('The events of the days covered, the latest first.'),
  })
  .describe("SPEC §6: the owner's figures of the property over the last `days` days.");
export type PropertyStatistics = z.output<typeof PropertyStatisticsSchema>;

export const OwnerDocumentSchema = z.object({
  name: z.string().describe("The document's name (the information sheet's in the asked language)."),
  url: z.string().describe('Where to download it: a path of this site, or an address of the agency.'),
  size: count.describe('Its size in bytes.'),
});
export type OwnerDocument = z.output<typeof OwnerDocumentSchema>;

/** GET /api/owner/properties/{id}/documents. */
export const OwnerDocumentsSchema = z
  .array(OwnerDocumentSchema)
  .describe("The property's documents for its owner, by name.");
