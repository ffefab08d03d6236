import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { parse } from './adapters/json-feed.js';
import type { ImportLog, ImportReport } from './import-report.js';
import type { PictureImporter } from './pictures/import-pictures.js';
import { runImport } from './run-import.js';

/** The sample catalogue as a feed file of our format (@immo/shared/data/sample-feed.json). */
export function sampleFeedFile(): string {
  return createRequire(import.meta.url).resolve('@immo/shared/data/sample-feed.json');
}

async function hasProperties(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('properties').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * A start on an empty catalogue imports the sample feed through the importer an agency's own feed
 * goes through (issue 24): the demo exercises the real path. A catalogue with any property (the
 * sample's, or an agency's own) is left alone. Null when nothing was imported.
 */
export async function importSampleCatalogue(
  db: Kysely<Database>,
  options: { pictures: PictureImporter; log?: ImportLog; now?: () => Date },
): Promise<ImportReport | null> {
  if (await hasProperties(db)) return null;
  const feed = parse(await readFile(sampleFeedFile(), 'utf8'));
  return runImport(db, feed, {
    mode: 'full',
    trigger: 'seed',
    maxWithdrawShare: 1,
    now: options.now ?? (() => new Date()),
    pictures: options.pictures,
    ...(options.log ? { log: options.log } : {}),
  });
}
