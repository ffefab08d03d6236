import { z } from 'zod';
import { LangSchema, LocalizedTextSchema } from './localized.js';

/** SPEC §3 "Property": the SmallPictureItem and every picture of a property. */
export const PictureSchema = z.object({
  ID: z.number().int(),
  Name: z.string(),
  Url: z.string(),
  Width: z.number().int().positive(),
  Height: z.number().int().positive(),
});
export type Picture = z.infer<typeof PictureSchema>;

/** A link a page may show or frame: http(s) only, never `javascript:` or `data:`. */
const WebUrlSchema = z.url({ protocol: /^https?$/ });

/** Goal 0 is for sale; any other value is for rent (SPEC §4). */
export const GoalSchema = z.number().int().nonnegative();

/** Optional attributes of the detail page (SPEC §3 "Property detail attributes"). */
export const PropertyDetailsSchema = z.object({
  SurfaceTotal: z.number().nonnegative().optional(),
  SurfaceGround: z.number().nonnegative().optional(),
  SurfaceLiving: z.number().nonnegative().optional(),
  SurfaceTerrace: z.number().nonnegative().optional(),
  SurfaceGarden: z.number().nonnegative().optional(),
  SurfaceOffice: z.number().nonnegative().optional(),
  SurfaceConstructed: z.number().nonnegative().optional(),
  PlotWidth: z.number().nonnegative().optional(),
  FrontWidth: z.number().nonnegative().optional(),
  Bedrooms: z.number().int().nonnegative().optional(),
  Bathrooms: z.number().int().nonnegative().optional(),
  Showers: z.number().int().nonnegative().optional(),
  Toilets: z.number().int().nonnegative().optional(),
  Garages: z.number().int().nonnegative().optional(),
  Parkings: z.number().int().nonnegative().optional(),
  Floors: z.number().int().nonnegative().optional(),
  Facades: z.number().int().min(1).max(4).optional(),
  ConstructionYear: z.number().int().min(1500).max(2100).optional(),
  RenovationYear: z.number().int().min(1500).max(2100).optional(),
  EPCTotal: z.number().optional(),
  EPCSpec: z.number().optional(),
  EPCCO2: z.number().optional(),
  EPCExpiryDate: z.string().optional(),
  AsbestosType: z.string().optional(),
  AsbestosDate: z.string().optional(),
  FloodZone: z.string().optional(),
  FloodGScore: z.string().optional(),
  FloodPScore: z.string().optional(),
  ELevel: z.number().optional(),
  Heating: z.string().optional(),
  Kitchen: z.string().optional(),
  Glazing: z.string().optional(),
  Roof: z.string().optional(),
  Orientation: z.string().optional(),
  BuildingPermit: z.boolean().optional(),
  SubdivisionPermit: z.boolean().optional(),
  PreemptionRight: z.boolean().optional(),
  NotaryFee: z.number().nonnegative().optional(),
  RegistrationRights: z.number().nonnegative().optional(),
  VAT: z.number().nonnegative().optional(),
  Charges: z.number().nonnegative().optional(),
  Deposit: z.number().nonnegative().optional(),
  AgencyCost: z.number().nonnegative().optional(),
  InventoryCost: z.number().nonnegative().optional(),
  AvailableFrom: z.string().optional(),
  Viager: z
    .object({ Bouquet: z.number().nonnegative(), Annuity: z.number().nonnegative(), Ages: z.array(z.number().int()) })
    .optional(),
});
export type PropertyDetails = z.infer<typeof PropertyDetailsSchema>;

/** Fields shared by the stored catalogue record and the per-language view. */
const propertyCore = {
  ID: z.number().int().positive(),
  WebID: z.number().int().positive(),
  /** Comma-separated type WebIDs the property also belongs to, e.g. "1,5". */
  WebIDs: z.string().regex(/^\d+(,\d+)*$/),
  Goal: GoalSchema,
  City: z.string().min(1),
  Zip: z.string().min(1),
  MainTypeName: z.string(),
  RecordFile: z.string().optional(),
  Marquee: z.union([z.literal(0), z.literal(1)]),
  MarqueeName: z.string().optional(),
  SmallPictureItem: PictureSchema.nullable(),
  Pictures: z.array(PictureSchema),
  Price: z.number().nonnegative().nullable(),
  PriceUnit: z.number().int().nonnegative(),
  PublishPrice: z.boolean(),
  PublishAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string().optional(),
  CountryID: z.number().int().positive(),
  CountryName: z.string(),
  EnergyPerformance: z.number().nullable(),
  EPCLabelText: z.string().nullable(),
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
  /** Set when the property belongs to a new-build project. */
  ProjectID: z.number().int().positive().optional(),
  /** A video of the property: YouTube, Vimeo, Facebook or a video file (see `parseVideo`). */
  Video: WebUrlSchema.optional(),
  /** A virtual tour; framed only from a known tour provider (see `virtualTourEmbedUrl`). */
  VirtualTour: WebUrlSchema.optional(),
  CreatedAt: z.string(),
  Details: PropertyDetailsSchema,
};

/** A property as the catalogue stores it: texts in every language. */
export const CataloguePropertySchema = z.object({
  ...propertyCore,
  TypeDescription: LocalizedTextSchema,
  Title: LocalizedTextSchema,
  Description: LocalizedTextSchema,
});
export type CatalogueProperty = z.infer<typeof CataloguePropertySchema>;

/** SPEC §3 "Property": the record as served in one language. */
export const PropertySchema = z.object({
  ...propertyCore,
  TypeDescription: z.string(),
  Title: z.string(),
  Description: z.string(),
  PriceUnitText: z.string(),
  language: LangSchema,
});
export type Property = z.infer<typeof PropertySchema>;
