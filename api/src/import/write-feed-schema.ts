/**
 * `npm run import:schema -w @immo/api`: writes docs/immo-feed.schema.json, the JSON Schema of our
 * import format, from its zod schema (feed-schema.ts). A test fails while the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRootOf } from '../api-root.js';
import { FEED_SCHEMA_FILE, feedJsonSchemaText } from './feed-json-schema.js';

const file = join(apiRootOf(import.meta.url), FEED_SCHEMA_FILE);
writeFileSync(file, feedJsonSchemaText());
console.log(`wrote ${file}`);
