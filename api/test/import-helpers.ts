import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Picture } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { parse as parseJsonFeed } from '../src/import/adapters/json-feed.js';
import type { CatalogueChanges } from '../src/import/catalogue-changes.js';
import type { FeedPicture } from '../src/import/feed.js';
import type { ImportOptions, PictureImporter, PicturesResult } from '../src/import/import-report.js';
import { runImport } from '../src/import/run-import.js';
import type { TestApp } from './test-app.js';

/** The complete example feed api/README documents (docs/immo-feed.example.json), as a fresh object. */
export type ExampleFeed = { source: string; withdrawn?: string[]; properties: Array<Record<string, any>> }; // eslint-disable-line @typescript-eslint/no-explicit-any
export function exampleFeed(): ExampleFeed {
  return JSON.parse(readFileSync(join(__dirname, '..', 'docs', 'immo-feed.example.json'), 'utf8')) as ExampleFeed;
}

/**
 * Stands in for the picture importer (pictures/): a /media/ path is kept, any other URL "stored" as
 * /media/imported/<sha256>.jpg without a download; the URLs in `failing` fail (and are pending).
 */
export function standInPictures(failing: Set<string> = new Set()): PictureImporter & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async picturesOf(externalId: string, pictures: readonly FeedPicture[]): Promise<PicturesResult> {
      calls.push(externalId);
      const kept = pictures.filter((picture) => !failing.has(picture.url));
      const result: Picture[] = kept.map((picture, index) => {
        const hash = createHash('sha256').update(picture.url).digest('hex');
        const url = picture.url.startsWith('/media/') ? picture.url : `/media/imported/${hash}.jpg`;
        return { ID: index + 1, Name: picture.name ?? '', Url: url, Width: 1360, Height: 906 };
      });
      const failures = pictures
        .filter((picture) => failing.has(picture.url))
        .map((picture) => ({ url: picture.url, reason: 'HTTP 503' }));
      return { pictures: result, fetched: result.length, reused: 0, failures, pending: failures.length > 0 };
    },
  };
}

/** An import of a feed object as the CLI would run it (JSON format), with the stand-in pictures. */
export function importFeed(
  test: TestApp,
  feed: ExampleFeed,
  options: Partial<ImportOptions> & { changes?: CatalogueChanges[]; db?: Kysely<Database> } = {},
) {
  const { changes, db = test.db, ...rest } = options;
  return runImport(db, parseJsonFeed(JSON.stringify({ format: 'immo-feed', version: 1, ...feed })), {
    mode: 'full',
    maxWithdrawShare: 0.3,
    trigger: 'cli',
    now: test.clock.now,
    pictures: standInPictures(),
    ...(changes ? { afterImport: async (change: CatalogueChanges) => void changes.push(change) } : {}),
    ...rest,
  });
}

/** The catalogue's rows of one source, by external id: what a run wrote. */
export async function rowsOf(db: Kysely<Database>, source: string) {
  const rows = await db
    .selectFrom('properties')
    .selectAll()
    .where('source', '=', source)
    .orderBy('external_id')
    .execute();
  return rows;
}

/** A STATIC_ROOT with a shell template, so the app renders its pages (and their JSON-LD). */
export function staticRootWithShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'immo-import-site-'));
  const dist = join(root, 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<!--immo:head-->\n</head>\n<body><div id="immo-shell"><!--immo:shell--></div></body>\n</html>\n',
  );
  return root;
}
