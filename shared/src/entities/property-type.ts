import { z } from 'zod';
import { LangSchema, LocalizedTextSchema } from './localized.js';

/** SPEC §3 "Property type", as stored with its name in every language. */
export const CataloguePropertyTypeSchema = z.object({
  ID: z.number().int().positive(),
  WebID: z.number().int().positive(),
  Name: LocalizedTextSchema,
  ShowOrder: z.number().int(),
  Sale: z.boolean(),
  Rent: z.boolean(),
});
export type CataloguePropertyType = z.infer<typeof CataloguePropertyTypeSchema>;

export const PropertyTypeSchema = CataloguePropertyTypeSchema.extend({
  Name: z.string(),
  language: LangSchema,
  countSaleProperty: z.number().int().nonnegative(),
  countRentProperty: z.number().int().nonnegative(),
});
export type PropertyType = z.infer<typeof PropertyTypeSchema>;
