import { CataloguePropertySchema, LocalizedTextSchema, PropertyDetailsSchema } from '@immo/shared';
import { z } from 'zod';

/**
 * Our import format ("immo-feed", api/README "Import"): the catalogue record the API serves
 * (CataloguePropertySchema of @immo/shared, so a feed is held to the rules the site is), less our ID
 * and cover picture, plus the feed's own id of each record, pictures by URL, and size limits on every
 * text so a feed cannot fill the database or the pages. `docs/immo-feed.schema.json` is generated
 * from here (`npm run import:schema -w @immo/api`).
 */

export const FEED_LIMITS = {
  /** A whole feed file or download. */
  feedBytes: 50 * 1024 * 1024,
  records: 50_000,
  pictures: 100,
  title: 300,
  typeDescription: 200,
  description: 50_000,
  /** Every other text: a street, a city, a detail's value. */
  text: 500,
  url: 2_000,
  externalId: 200,
} as const;

/** A text in every language of the site, each at most `max` characters. */
function localizedText(max: number) {
  const shape = Object.fromEntries(Object.keys(LocalizedTextSchema.shape).map((lang) => [lang, z.string().max(max)]));
  return z.object(shape as Record<keyof typeof LocalizedTextSchema.shape, z.ZodString>);
}

/** The detail attributes with a length limit on each text among them (numbers keep the shared rules). */
function limitedDetails() {
  const shape = Object.fromEntries(
    Object.entries(PropertyDetailsSchema.shape).map(([name, field]) => {
      const inner = field.unwrap();
      return [name, inner instanceof z.ZodString ? inner.max(FEED_LIMITS.text).optional() : field];
    }),
  );
  return z.object(shape as typeof PropertyDetailsSchema.shape);
}

const shared = CataloguePropertySchema.shape;
const text = FEED_LIMITS.text;

export const FeedPictureSchema = z.object({
  url: z
    .string()
    .max(FEED_LIMITS.url)
    .refine((url) => /^https?:\/\//i.test(url) || /^\/media\/[\w./-]+$/.test(url), {
      message: 'must be an http(s) URL or a /media/ path of this site',
    })
    .describe('Where to fetch the picture (http or https), or a /media/ path of this site kept as it is.'),
  name: z.string().max(text).optional().describe('What the picture shows (its alt text).'),
  version: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe(
      'What changes when the picture does at the same URL (its hash or modification time in the source): ' +
        'a picture is downloaded again only when its URL or its version changes.',
    ),
});

/** The feed's id of a record: printable ASCII, no spaces. */
export const ExternalIdSchema = z
  .string()
  .min(1)
  .max(FEED_LIMITS.externalId)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces')
  .describe("The record's id in the agency software: the key of every import of this source.");

export const FeedPropertySchema = CataloguePropertySchema.omit({ ID: true, SmallPictureItem: true }).extend({
  externalId: ExternalIdSchema,
  publicId: z
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .optional()
    .describe(
      'The public ID to give the property on its first import (e.g. its reference on a previous site), if free.',
    ),
  City: shared.City.max(text),
  Zip: shared.Zip.max(20),
  MainTypeName: shared.MainTypeName.max(text),
  RecordFile: z.string().max(text).optional(),
  MarqueeName: z.string().max(text).optional(),
  Street: shared.Street.max(text),
  HouseNumber: shared.HouseNumber.max(text),
  BoxNr: z.string().max(text).optional(),
  CountryName: shared.CountryName.max(text),
  EPCLabelText: z.string().max(text).nullable(),
  Video: shared.Video.unwrap().max(FEED_LIMITS.url).optional(),
  VirtualTour: shared.VirtualTour.unwrap().max(FEED_LIMITS.url).optional(),
  CreatedAt: z.iso.datetime().describe('When the property was listed (UTC, e.g. 2026-01-06T10:10:00.000Z).'),
  TypeDescription: localizedText(FEED_LIMITS.typeDescription),
  Title: localizedText(FEED_LIMITS.title),
  Description: localizedText(FEED_LIMITS.description).describe(
    'HTML, sanitised when served as every description is (p, strong, em, lists, links).',
  ),
  Details: limitedDetails(),
  Pictures: z.array(FeedPictureSchema).max(FEED_LIMITS.pictures).describe('In the order the site shows them.'),
});

/** The source name: what the catalogue keys this feed's properties by, alongside their external ids. */
export const SourceNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/, 'letters, digits, dot, dash or underscore, at most 64');

/** The whole feed, as the JSON Schema publishes it. */
export const FeedDocumentSchema = z.object({
  format: z.literal('immo-feed'),
  version: z.literal(1),
  source: SourceNameSchema,
  generatedAt: z.iso.datetime().optional(),
  withdrawn: z
    .array(ExternalIdSchema)
    .max(FEED_LIMITS.records)
    .optional()
    .describe('Delta mode: the external ids of properties to take off the site.'),
  properties: z.array(FeedPropertySchema).max(FEED_LIMITS.records),
});

/** The envelope alone: each record is then validated on its own, so one bad record does not sink the feed. */
export const FeedEnvelopeSchema = FeedDocumentSchema.extend({
  properties: z.array(z.unknown()).max(FEED_LIMITS.records),
});
