import { z } from 'zod';
import {
  antiSpamFields,
  lang,
  longText,
  personFields,
  privacyAccepted,
  requireCaptcha,
  propertyIdField,
} from './fields.js';

/** An appointment in one of the slots the agency opened for a property (contact-appointment). */
export const ContactAppointmentFormSchema = requireCaptcha(
  z.object({
    ...personFields,
    propertyId: propertyIdField(),
    slotId: z.coerce
      .number({ error: 'validation:required.slot' })
      .int()
      .positive({ error: 'validation:required.slot' }),
    remark: longText(),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type ContactAppointmentForm = z.input<typeof ContactAppointmentFormSchema>;

/** Documents of a property sent by e-mail; a repeat request answers "already requested". */
export const DocumentRequestFormSchema = requireCaptcha(
  z.object({
    ...personFields,
    propertyId: propertyIdField(),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type DocumentRequestForm = z.input<typeof DocumentRequestFormSchema>;
