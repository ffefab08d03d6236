import { z } from 'zod';
import { LangSchema, LocalizedTextSchema } from './localized.js';

export const CatalogueCitySchema = z.object({
  Name: z.string().min(1),
  Zip: z.string().min(1),
  CountryID: z.number().int().positive(),
  CountryName: z.string(),
});
export type CatalogueCity = z.infer<typeof CatalogueCitySchema>;

/** SPEC §3 "City" with its counts and the accent-folded name used by search. */
export const CitySchema = CatalogueCitySchema.extend({
  PropertyCount: z.number().int().nonnegative(),
  countSaleProperty: z.number().int().nonnegative(),
  countRentProperty: z.number().int().nonnegative(),
  SearchName: z.string(),
  language: LangSchema,
});
export type City = z.infer<typeof CitySchema>;

/** SPEC §3 "Tree item" (regions and sub-regions of the demand register). */
export const TreeItemSchema = z.object({
  ID: z.number().int(),
  ParentID: z.number().int().nullable(),
  Name: z.string(),
  WebID: z.number().int(),
});
export type TreeItem = z.infer<typeof TreeItemSchema>;

/** A tree item as the catalogue keeps it: its name in every language; the API answers one (`inLanguage`). */
export const CatalogueTreeItemSchema = TreeItemSchema.extend({ Name: LocalizedTextSchema });
export type CatalogueTreeItem = z.infer<typeof CatalogueTreeItemSchema>;
