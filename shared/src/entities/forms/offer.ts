import { z } from 'zod';
import {
  amount,
  antiSpamFields,
  email,
  isoDate,
  lang,
  longText,
  phone,
  privacyAccepted,
  requiredText,
  requireCaptcha,
  propertyIdField,
} from './fields.js';

const offerPerson = z.object(
  {
    firstName: requiredText('firstName', 80),
    lastName: requiredText('lastName', 80),
    email: email(),
    phone: phone(),
    address: requiredText('address', 200),
  },
  { error: 'validation:required.person' },
);

/** SPEC §3 "Offer form": a purchase offer by one or two persons (a 10 % advance is due at signing, SPEC §9). */
export const OfferFormSchema = requireCaptcha(
  z
    .object({
      propertyId: propertyIdField(),
      personA: offerPerson,
      personB: offerPerson.partial().optional(),
      amount: amount('amount'),
      amountInLetters: requiredText('amountInLetters', 300),
      startDate: isoDate('startDate'),
      endDate: isoDate('endDate'),
      place: requiredText('place', 80),
      signDate: isoDate('signDate'),
      conditions: longText(undefined, 2000),
      privacy: privacyAccepted(),
      language: lang(),
      ...antiSpamFields,
    })
    .refine((form) => form.endDate >= form.startDate, { error: 'validation:invalid.endDate', path: ['endDate'] }),
);
export type OfferForm = z.input<typeof OfferFormSchema>;
