import { z } from 'zod';
import {
  antiSpamFields,
  lang,
  longText,
  optionalText,
  personFields,
  privacyAccepted,
  RequestGoalSchema,
  flag,
  INVALID,
  requireCaptcha,
  propertyIdField,
} from './fields.js';
import { CONTACT_DEVICES, CONTACT_TIME_SLOTS } from './contact-preferences.js';

/** SPEC §3 "Contact form" (site-contact, /contact/). */
export const SiteContactFormSchema = requireCaptcha(
  z.object({
    ...personFields,
    street: optionalText(120),
    houseNumber: optionalText(12),
    zip: optionalText(10),
    city: optionalText(80),
    goal: RequestGoalSchema.optional(),
    remark: longText('remark'),
    contactTimeSlots: z.array(z.enum(CONTACT_TIME_SLOTS, INVALID), INVALID).default([]),
    contactDevice: z.enum(CONTACT_DEVICES, INVALID).default('phone'),
    newsletter: flag(),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type SiteContactForm = z.input<typeof SiteContactFormSchema>;

const propertyRequest = {
  ...personFields,
  propertyId: propertyIdField(),
  remark: longText(),
  contactTimeSlots: z.array(z.enum(CONTACT_TIME_SLOTS, INVALID), INVALID).default([]),
  newsletter: flag(),
  privacy: privacyAccepted(),
  language: lang(),
  ...antiSpamFields,
};

/** "More information" about one property (contact-me). */
export const ContactMeFormSchema = requireCaptcha(z.object(propertyRequest));
export type ContactMeForm = z.input<typeof ContactMeFormSchema>;

/** A visit request for one property, with preferred days. */
export const ContactVisitFormSchema = requireCaptcha(
  z.object({
    ...propertyRequest,
    preferredDates: z
      .array(
        z
          .string({ error: 'validation:invalid.date' })
          .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation:invalid.date' }),
        INVALID,
      )
      .max(5, INVALID)
      .default([]),
  }),
);
export type ContactVisitForm = z.input<typeof ContactVisitFormSchema>;

/** Information about a new-build project (contact-construction). */
export const ContactConstructionFormSchema = requireCaptcha(
  z.object({
    ...personFields,
    projectId: z.coerce
      .number({ error: 'validation:required.project' })
      .int()
      .positive({ error: 'validation:required.project' }),
    remark: longText(),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type ContactConstructionForm = z.input<typeof ContactConstructionFormSchema>;
