import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseJsonFeed } from '../src/import/adapters/json-feed.js';
import { UnreadableFeed } from '../src/import/feed.js';
import { FEED_SCHEMA_FILE, feedJsonSchemaText } from '../src/import/feed-json-schema.js';
import { FeedDocumentSchema } from '../src/import/feed-schema.js';
import { exampleFeed } from './import-helpers.js';

describe('the published import format', () => {
  it('docs/immo-feed.schema.json is the JSON Schema of the zod schema (else: npm run import:schema -w @immo/api)', () => {
    expect(readFileSync(join(__dirname, '..', FEED_SCHEMA_FILE), 'utf8')).toBe(feedJsonSchemaText());
  });

  it('the README example feed is valid, every record of it', () => {
    expect(FeedDocumentSchema.safeParse(exampleFeed()).error).toBeUndefined();
    const parsed = parseJsonFeed(JSON.stringify(exampleFeed()));
    expect(parsed.records.every((entry) => 'property' in entry)).toBe(true);
  });

  it('the README shows the example feed as it is shipped', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    const shown = /<!-- immo-feed example -->\s*```json\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(shown && JSON.parse(shown)).toEqual(exampleFeed());
  });

  it('reads nothing of a feed that is not JSON or not an immo-feed', () => {
    expect(() => parseJsonFeed('{"format":')).toThrow(UnreadableFeed);
    expect(() =>
      parseJsonFeed(JSON.stringify({ format: 'immo-feed', version: 2, source: 'x', properties: [] })),
    ).toThrow('version');
  });

  it('rejects a second record with the same external id', () => {
    const feed = exampleFeed();
    feed.properties[1]!.externalId = feed.properties[0]!.externalId;
    expect(parseJsonFeed(JSON.stringify(feed)).records[1]).toEqual({
      position: 2,
      externalId: 'CRM-10482',
      rejection: { field: 'externalId', reason: 'the same id as record 1' },
    });
  });
});
