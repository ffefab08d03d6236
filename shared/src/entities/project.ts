import { z } from 'zod';
import { LangSchema, LocalizedTextSchema } from './localized.js';
import { PictureSchema } from './property.js';

const projectCore = {
  ID: z.number().int().positive(),
  PublicAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string().optional(),
  Zip: z.string().min(1),
  City: z.string().min(1),
  CountryID: z.number().int().positive(),
  CountryName: z.string(),
  SmallPictureItem: PictureSchema.nullable(),
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
};

/** SPEC §3 "Project" (new-build), as stored with texts in every language. */
export const CatalogueProjectSchema = z.object({
  ...projectCore,
  Name: LocalizedTextSchema,
  Description: LocalizedTextSchema,
});
export type CatalogueProject = z.infer<typeof CatalogueProjectSchema>;

export const ProjectSchema = z.object({
  ...projectCore,
  Name: z.string(),
  Description: z.string(),
  language: LangSchema,
});
export type Project = z.infer<typeof ProjectSchema>;
