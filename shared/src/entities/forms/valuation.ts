import { z } from 'zod';
import {
  antiSpamFields,
  lang,
  longText,
  optionalText,
  personFields,
  privacyAccepted,
  requiredText,
  zip,
  flag,
  requireCaptcha,
} from './fields.js';

/** The free valuation (contact-demand, /contact-demand/): the address of the home to value is required. */
export const ContactDemandFormSchema = requireCaptcha(
  z.object({
    ...personFields,
    street: requiredText('valuationAddress', 120),
    houseNumber: requiredText('houseNumber', 12),
    boxNr: optionalText(12),
    zip: zip(),
    city: requiredText('city', 80),
    propertyTypeWebId: z.coerce.number({ error: 'validation:required.propertyType' }).int().positive({
      error: 'validation:required.propertyType',
    }),
    goal: z.enum(['sell', 'let'], { error: 'validation:required.goal' }),
    remark: longText(),
    newsletter: flag(),
    privacy: privacyAccepted(),
    language: lang(),
    ...antiSpamFields,
  }),
);
export type ContactDemandForm = z.input<typeof ContactDemandFormSchema>;
