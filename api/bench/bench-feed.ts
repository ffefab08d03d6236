import type { CatalogueProperty } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { parse } from '../src/import/adapters/json-feed.js';
import type { ImportOptions, ImportReport } from '../src/import/import-report.js';
import { runImport } from '../src/import/run-import.js';
import { readFeed } from '../src/import/schedule/read-feed.js';

/**
 * Generated properties as a feed of our JSON format: every field, no pictures; the prices of the first
 * `changed` records (all by default) raised by `priceShift`.
 */
export function benchFeedText(
  records: readonly CatalogueProperty[],
  source: string,
  { publicIds = false, priceShift = 0, changed = records.length } = {},
): string {
  const properties = records.map(({ ID, SmallPictureItem: _cover, Pictures: _pictures, Price, ...fields }, index) => ({
    externalId: `${source.toUpperCase()}-${ID}`,
    ...(publicIds ? { publicId: ID } : {}),
    ...fields,
    Price: Price === null ? null : Price + (index < changed ? priceShift : 0),
    Pictures: [],
  }));
  return JSON.stringify({ format: 'immo-feed', version: 1, source, properties });
}

const noPictures = {
  picturesOf: async () => ({ pictures: [], fetched: 0, reused: 0, failures: [], pending: false }),
};

/** One full import of a bench feed (parsing included), as the CLI runs it; throws unless it imported. */
export function importBenchFeed(db: Kysely<Database>, text: string): Promise<ImportReport> {
  return imported(runImport(db, parse(text), benchImport('cli')));
}

/**
 * The same as a server instance runs it (the schedule, a CRM's push): the feed read in slices that
 * give way to the instance's visitors (event-loop/give-way.ts).
 */
export async function importBenchFeedInServer(db: Kysely<Database>, text: string): Promise<ImportReport> {
  return imported(runImport(db, await readFeed(text, 'json'), benchImport('schedule')));
}

const benchImport = (trigger: ImportOptions['trigger']): ImportOptions => ({
  mode: 'full',
  maxWithdrawShare: 0.3,
  trigger,
  now: () => new Date(),
  pictures: noPictures,
});

async function imported(run: Promise<ImportReport>): Promise<ImportReport> {
  const report = await run;
  if (report.outcome !== 'imported') throw new Error(`bench import ${report.outcome}: ${report.reason ?? ''}`);
  return report;
}
