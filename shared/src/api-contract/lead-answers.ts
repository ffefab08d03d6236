// The answers of the API's lead and confirmation routes (api/src/leads/routes.ts,
// api/src/confirmations/confirmation-routes.ts), as zod schemas: the API serialises and documents with
// them, the client's types are derived from them.
import { z } from 'zod';
import { LangSchema } from '../entities/localized.js';
import { LEAD_FORM_NAMES } from '../entities/forms/form-names.js';

/** POST /api/leads/{form}: the request is stored and its mails are queued. */
export const LeadAnswerSchema = z
  .object({
    ok: z.literal(true),
    form: z.enum(LEAD_FORM_NAMES).describe('The form that was sent.'),
    lang: LangSchema.describe('The language of the message.'),
    message: z.string().describe('The thanks to show the visitor.'),
  })
  .describe('Sent: stored, and mailed to the agency (and, for most forms, to the visitor) through the outbox.');
export type LeadAnswer = z.infer<typeof LeadAnswerSchema>;

/** One moment a property can be visited (GET /api/properties/{id}/appointment-slots). */
export const AppointmentSlotSchema = z.object({
  id: z.number().int().describe("The slot's id: what the contact-appointment form's slotId names."),
  startsAt: z.string().describe('When the visit starts (ISO 8601).'),
  available: z.number().int().describe('Places left; 0 when the slot is full.'),
});
export type AppointmentSlot = z.infer<typeof AppointmentSlotSchema>;

export const AppointmentSlotListSchema = z
  .array(AppointmentSlotSchema)
  .describe("The property's slots to come, the soonest first; empty when it has none (or is not in the catalogue).");

/** What a mailed link confirms: a newsletter sign-up, a booked visit, its cancellation, a search alert. */
export const CONFIRMATION_KINDS = ['newsletter', 'appointment', 'appointment-cancel', 'search-alert'] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** POST /api/confirmations: what the link confirmed, with the text that says so. */
export const ConfirmationAnswerSchema = z
  .object({
    ok: z.literal(true),
    kind: z.enum(CONFIRMATION_KINDS).describe('What the link confirmed.'),
    lang: LangSchema.describe('The language of the message.'),
    message: z.string().describe('What to tell the visitor.'),
  })
  .describe('Confirmed: the link is spent, and what it confirms is done (its mails are queued).');
export type ConfirmationAnswer = z.infer<typeof ConfirmationAnswerSchema>;
