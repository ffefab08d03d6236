import type { CatalogueProperty } from '@immo/shared';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, PropertiesTable } from '../db/schema.js';
import { beginSlices, giveWay, startsSlice, takeTurn } from '../event-loop/give-way.js';
import { propertyRow } from '../db/seed-catalogue.js';
import type { CatalogueChanges } from './catalogue-changes.js';
import { pendingHash } from './content-hash.js';
import type { ImportedProperty } from './feed.js';
import type { PlannedRecord } from './import-plan.js';
import type { PicturesResult } from './import-report.js';

/** A record to write with its pictures resolved (before the transaction: downloads take time). */
export type ResolvedRecord = PlannedRecord & { pictures: PicturesResult };

export type WriteCounts = {
  added: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  changes: CatalogueChanges;
};

/**
 * Rows per statement: well under SQLite's and PostgreSQL's limits on bound values, and short enough
 * that the visitors' answers waiting for the loop meanwhile are not held (500 took ~80 ms on SQLite).
 */
const BATCH = 100;

function chunks<T>(items: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) result.push(items.slice(start, start + BATCH));
  return result;
}

/**
 * Writes `items` in statements of BATCH rows, taking a turn of the event loop before each: the
 * statements are the database's time, not paced (api/README "What waits for the write transaction").
 */
async function inStatements<T>(items: readonly T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (const batch of chunks(items)) {
    await takeTurn();
    await write(batch);
  }
}

/** What the catalogue holds now for the records being rewritten: to keep what did not change unwritten, and see price drops. */
async function currentRecords(
  db: Kysely<Database>,
  ids: number[],
): Promise<Map<number, { record: string; hash: string | null }>> {
  const stored = new Map<number, { record: string; hash: string | null }>();
  for (const batch of chunks(ids)) {
    const rows = await db
      .selectFrom('properties')
      .select(['id', 'record', 'content_hash'])
      .where('id', 'in', batch)
      .execute();
    for (const row of rows) stored.set(Number(row.id), { record: row.record, hash: row.content_hash });
  }
  return stored;
}

/**
 * Our public ID for each new record: the `publicId` it asks for when no property has it, else the
 * next after the highest in use. Existing properties keep theirs for ever.
 */
async function newIds(db: Kysely<Database>, records: ResolvedRecord[]): Promise<Map<ResolvedRecord, number>> {
  const wanted = records.map((record) => record.entry.publicId).filter((id): id is number => id !== undefined);
  const taken = new Set<number>();
  for (const batch of chunks(wanted)) {
    const rows = await db.selectFrom('properties').select('id').where('id', 'in', batch).execute();
    for (const row of rows) taken.add(Number(row.id));
  }
  const max = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const ids = new Map<ResolvedRecord, number>();
  for (const record of records) {
    const publicId = record.entry.publicId;
    if (publicId !== undefined && !taken.has(publicId)) {
      ids.set(record, publicId);
      taken.add(publicId);
    }
  }
  let next = Math.max(Number(max?.max ?? 0), ...taken, 0) + 1;
  for (const record of records) if (!ids.has(record)) ids.set(record, next++);
  return ids;
}

function catalogueRecord(id: number, property: ImportedProperty, pictures: PicturesResult): CatalogueProperty {
  return { ID: id, ...property, Pictures: pictures.pictures, SmallPictureItem: pictures.pictures[0] ?? null };
}

function publishedPrice(record: CatalogueProperty): number | null {
  return record.PublishPrice && record.Price !== null ? record.Price : null;
}

const UPDATED_COLUMNS = [
  'goal',
  'city',
  'zip',
  'country_id',
  'web_id',
  'web_ids',
  'marquee',
  'price',
  'project_id',
  'created_at',
  'record',
  'content_hash',
  'withdrawn_at',
  'updated_at',
  'catalogue_version',
] as const;

async function upsert(trx: Transaction<Database>, rows: Insertable<PropertiesTable>[]): Promise<void> {
  await inStatements(rows, (batch) =>
    trx
      .insertInto('properties')
      .values(batch)
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) =>
            Object.fromEntries(UPDATED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute(),
  );
}

async function withdraw(trx: Transaction<Database>, ids: number[], at: string, version: number): Promise<void> {
  await inStatements(ids, (batch) =>
    trx
      .updateTable('properties')
      .set({ withdrawn_at: at, updated_at: at, catalogue_version: version })
      .where('id', 'in', batch)
      .execute(),
  );
}

/** Cities the records name that the catalogue lacks (the search's city list comes from this table). */
async function addCities(trx: Transaction<Database>, records: CatalogueProperty[]): Promise<void> {
  const cities = new Map(
    records.map((record) => [
      `${record.City}\u0000${record.Zip}`,
      { name: record.City, zip: record.Zip, country_id: record.CountryID, country_name: record.CountryName },
    ]),
  );
  await inStatements([...cities.values()], (batch) =>
    trx
      .insertInto('cities')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['name', 'zip']).doNothing())
      .execute(),
  );
}

/** A run's rows, made before its transaction, and what they change. */
export type PreparedWrites = {
  rows: Insertable<PropertiesTable>[];
  /** The records written, as the catalogue will hold them. */
  written: CatalogueProperty[];
  counts: Omit<WriteCounts, 'withdrawn'>;
};

/**
 * The rows a run writes, each marked with the catalogue `version` it makes: made from the catalogue
 * as it is, before the run's transaction, by the same import that holds the import lock (runImport
 * checks the catalogue version again in the transaction, so nothing changed meanwhile). Made here,
 * the records' preparation paces itself as the rest of the import does (event-loop/give-way.ts); in
 * the transaction, on SQLite, it held the one connection every visitor's request to the database
 * waits for, and could only take a turn between slices.
 */
export async function prepareWrites(
  db: Kysely<Database>,
  source: string,
  resolved: ResolvedRecord[],
  at: string,
  version: number,
): Promise<PreparedWrites> {
  const stored = await currentRecords(
    db,
    resolved.flatMap((record) => (record.existing ? [record.existing.id] : [])),
  );
  const ids = await newIds(
    db,
    resolved.filter((record) => !record.existing),
  );
  const prepared: PreparedWrites = {
    rows: [],
    written: [],
    counts: { added: 0, updated: 0, unchanged: 0, changes: { added: [], priceDrops: [] } },
  };
  const { rows, written, counts } = prepared;
  beginSlices();
  for (const [index, record] of resolved.entries()) {
    if (startsSlice(index)) await giveWay();
    const id = record.existing?.id ?? ids.get(record)!;
    const property = catalogueRecord(id, record.entry.property, record.pictures);
    const hash = record.pictures.pending ? pendingHash(record.hash) : record.hash;
    const json = JSON.stringify(property);
    const before = stored.get(id);
    // Pictures retried and failing again, nothing else new: nothing to write.
    if (before && !record.existing?.withdrawn && before.record === json && before.hash === hash) {
      counts.unchanged += 1;
      continue;
    }
    rows.push({
      ...propertyRow(property),
      record: json,
      source,
      external_id: record.entry.externalId,
      content_hash: hash,
      withdrawn_at: null,
      updated_at: at,
      catalogue_version: version,
    });
    // As a read of the row gives it: nothing of the feed kept alive (a parser's substrings hold
    // their whole document), no key that JSON drops.
    written.push(JSON.parse(json) as CatalogueProperty);
    if (!record.existing || record.existing.withdrawn) counts.changes.added.push(id);
    if (record.existing) counts.updated += 1;
    else counts.added += 1;
    const from = before ? publishedPrice(JSON.parse(before.record) as CatalogueProperty) : null;
    const to = publishedPrice(property);
    if (from !== null && to !== null && to < from) counts.changes.priceDrops.push({ id, from, to });
  }
  return prepared;
}

/** Everything a run changes, in the caller's transaction: its prepared rows, its withdrawals (marked with `version`). */
export async function writeImport(
  trx: Transaction<Database>,
  prepared: PreparedWrites,
  toWithdraw: number[],
  at: string,
  version: number,
): Promise<WriteCounts> {
  await addCities(trx, prepared.written);
  await upsert(trx, prepared.rows);
  await withdraw(trx, toWithdraw, at, version);
  return { ...prepared.counts, withdrawn: toWithdraw.length };
}
