import { z } from 'zod';
import {
  antiSpamFields,
  lang,
  optionalAmount,
  optionalCount,
  personFields,
  privacyAccepted,
  RequestGoalSchema,
  flag,
  INVALID,
  requireCaptcha,
} from './fields.js';

const orderedRange = (min: number | undefined, max: number | undefined) =>
  min === undefined || max === undefined || min <= max;

/** SPEC §3 "Demand register": a search alert ("keep me informed"). */
export const DemandRegisterFormSchema = requireCaptcha(
  z
    .object({
      ...personFields,
      goal: RequestGoalSchema,
      types: z
        .array(z.coerce.number(INVALID).int(INVALID).positive(INVALID), { error: 'validation:required.propertyTypes' })
        .min(1, { error: 'validation:required.propertyTypes' }),
      regions: z
        .array(z.string(INVALID).trim().min(1, INVALID).max(80, INVALID), { error: 'validation:required.regions' })
        .min(1, { error: 'validation:required.regions' }),
      minPrice: optionalAmount(),
      maxPrice: optionalAmount(),
      minBedrooms: optionalCount(20),
      maxBedrooms: optionalCount(20),
      minBathrooms: optionalCount(20),
      minGarages: optionalCount(20),
      maxGarages: optionalCount(20),
      parking: flag(),
      terrace: flag(),
      garden: flag(),
      budget: optionalAmount(),
      privacy: privacyAccepted(),
      language: lang(),
      ...antiSpamFields,
    })
    .refine((form) => orderedRange(form.minPrice, form.maxPrice), {
      error: 'validation:invalid.priceRange',
      path: ['maxPrice'],
    })
    .refine((form) => orderedRange(form.minBedrooms, form.maxBedrooms), {
      error: 'validation:invalid.bedroomRange',
      path: ['maxBedrooms'],
    })
    .refine((form) => orderedRange(form.minGarages, form.maxGarages), {
      error: 'validation:invalid.garageRange',
      path: ['maxGarages'],
    }),
);
export type DemandRegisterForm = z.input<typeof DemandRegisterFormSchema>;
