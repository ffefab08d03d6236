import { z } from 'zod';
import { ExternalIdSchema, SourceNameSchema } from '../feed-schema.js';
import { SIGNATURE_HEADER, SIGNATURE_TOLERANCE_S } from './signature.js';

/** Events in one push: a CRM sends what changed since its last call, not its whole catalogue. */
export const MAX_PUSH_EVENTS = 1000;

/** A push's body is at most this long (the API's other bodies: 64 kB). */
export const MAX_PUSH_BYTES = 1024 * 1024;

/**
 * A property changed: its whole record in our feed format (api/README "Import"). Checked here for its
 * shape only: a record the importer finds wrong is reported and skipped, as in a feed, and the rest
 * of the push goes in. Without a record it is refused: we have no client of a CRM's API to fetch it.
 */
const UpdatedEventSchema = z
  .object({
    event: z.literal('updated'),
    externalId: ExternalIdSchema,
    record: z
      .record(z.string(), z.unknown())
      .describe("The property in the immo-feed format; its externalId is the event's."),
  })
  .describe('A property is new or changed: its whole record.');

/** A property left the agency's catalogue: withdrawn from the site (kept with its leads). */
const WithdrawnEventSchema = z
  .object({ event: z.literal('withdrawn'), externalId: ExternalIdSchema })
  .describe('A property left the catalogue: withdrawn from the site.');

export const PushEventSchema = z.discriminatedUnion('event', [UpdatedEventSchema, WithdrawnEventSchema]);

/** POST /api/import/events. */
export const PushBodySchema = z
  .object({
    source: SourceNameSchema.describe('The source name the properties are imported under, as in a feed.'),
    events: z
      .array(PushEventSchema)
      .min(1)
      .max(MAX_PUSH_EVENTS)
      .describe('What changed since the last push, in order: of several events about one property the last counts.'),
  })
  .describe(`What changed in the agency's catalogue: at most ${MAX_PUSH_EVENTS} events, 1 MB.`);

/** The push's signature over its raw body (signature.ts). */
export const PushHeadersSchema = z.object({
  [SIGNATURE_HEADER]: z
    .string()
    .describe(
      `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with IMPORT_PUSH_SECRET>; t within ${SIGNATURE_TOLERANCE_S / 60} minutes of the server's clock.`,
    ),
});

export const PushQueuedSchema = z
  .object({
    queued: z.number().int().describe('The events stored: 0 for a delivery stored before (a retry, a replay).'),
  })
  .describe('Stored in the queue; imported shortly after by the push worker.');

export type PushEvent = z.infer<typeof PushEventSchema>;
export type PushBody = z.infer<typeof PushBodySchema>;
