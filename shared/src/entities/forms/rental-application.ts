import { z } from 'zod';
import {
  amount,
  antiSpamFields,
  INVALID,
  count,
  isoDate,
  lang,
  longText,
  optionalAmount,
  personFields,
  privacyAccepted,
  requireCaptcha,
  propertyIdField,
} from './fields.js';

/** SPEC §3 "Rental application": the household applying for a rental property. */
export const RentalApplicationFormSchema = requireCaptcha(
  z
    .object({
      ...personFields,
      propertyId: propertyIdField(),
      adults: count(20).min(1, { error: 'validation:required.adults' }),
      kids: count(20),
      kidsAges: z
        .array(
          z.coerce
            .number({ error: 'validation:invalid.age' })
            .int({ error: 'validation:invalid.age' })
            .min(0, { error: 'validation:invalid.age' })
            .max(25, { error: 'validation:invalid.age' }),
          INVALID,
        )
        .max(20, INVALID)
        .default([]),
      pets: longText(),
      moveDate: isoDate('moveDate'),
      reasonForMoving: longText(),
      netIncome1: amount('netIncome'),
      netIncome2: optionalAmount(),
      privacy: privacyAccepted(),
      language: lang(),
      ...antiSpamFields,
    })
    .refine((form) => form.kidsAges.length === 0 || form.kidsAges.length === form.kids, {
      error: 'validation:invalid.kidsAges',
      path: ['kidsAges'],
    }),
);
export type RentalApplicationForm = z.input<typeof RentalApplicationFormSchema>;
