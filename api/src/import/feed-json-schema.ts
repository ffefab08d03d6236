import { z } from 'zod';
import { FeedDocumentSchema } from './feed-schema.js';

/** Where the published JSON Schema of our import format lives, from the api folder. */
export const FEED_SCHEMA_FILE = 'docs/immo-feed.schema.json';

/** The JSON Schema of a feed as a feed's author writes it (input: optional fields may be left out). */
export function feedJsonSchemaText(): string {
  const schema = z.toJSONSchema(FeedDocumentSchema, { io: 'input' });
  return `${JSON.stringify({ ...schema, $id: 'immo-feed.schema.json', title: 'immo-feed version 1' }, null, 2)}\n`;
}
