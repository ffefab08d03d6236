import type { CatalogueProperty } from '@immo/shared';
import type { Insertable, Transaction } from 'kysely';
import type { Database, PropertiesTable } from '../db/schema.js';
import { onPostgres } from '../db/dialect.js';
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

/** What the catalogue holds now for the records being rewritten: to keep what did not change unwritten, and see price drops. */
async function currentRecords(
  trx: Transaction<Database>,
  ids: number[],
): Promise<Map<number, { record: string; hash: string | null }>> {
  const stored = new Map<number, { record: string; hash: string | null }>();
  for (const batch of chunks(ids)) {
    const rows = await trx
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
async function newIds(trx: Transaction<Database>, records: ResolvedRecord[]): Promise<Map<ResolvedRecord, number>> {
  const wanted = records.map((record) => record.entry.publicId).filter((id): id is number => id !== undefined);
  const taken = new Set<number>();
  for (const batch of chunks(wanted)) {
    const rows = await trx.selectFrom('properties').select('id').where('id', 'in', batch).execute();
    for (const row of rows) taken.add(Number(row.id));
  }
  const max = await trx
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

/**
 * What the records' preparation does between slices. On SQLite the run's transaction holds the one
 * connection that every request reading or writing the database waits for: it only takes a turn, to
 * end soon. On PostgreSQL no visitor's request waits for it (another import does, for the run's lock,
 * as for the whole run), so it paces itself as the rest of the import does. The statements themselves
 * only take a turn between them: their time is the database's, the loop is free meanwhile.
 */
function pauseIn(trx: Transaction<Database>): () => Promise<void> {
  return onPostgres(trx) ? giveWay : takeTurn;
}

async function upsert(trx: Transaction<Database>, rows: Insertable<PropertiesTable>[]): Promise<void> {
  for (const batch of chunks(rows)) {
    await takeTurn();
    await trx
      .insertInto('properties')
      .values(batch)
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet((eb) =>
            Object.fromEntries(UPDATED_COLUMNS.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .execute();
  }
}

async function withdraw(trx: Transaction<Database>, ids: number[], at: string, version: number): Promise<void> {
  for (const batch of chunks(ids))
    await trx
      .updateTable('properties')
      .set({ withdrawn_at: at, updated_at: at, catalogue_version: version })
      .where('id', 'in', batch)
      .execute();
}

/** Cities the records name that the catalogue lacks (the search's city list comes from this table). */
async function addCities(trx: Transaction<Database>, records: CatalogueProperty[]): Promise<void> {
  const cities = new Map(
    records.map((record) => [
      `${record.City}\u0000${record.Zip}`,
      { name: record.City, zip: record.Zip, country_id: record.CountryID, country_name: record.CountryName },
    ]),
  );
  for (const batch of chunks([...cities.values()]))
    await trx
      .insertInto('cities')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['name', 'zip']).doNothing())
      .execute();
}

/** Everything a run changes, in the caller's transaction; each changed row marked with the catalogue `version` it makes. */
export async function writeImport(
  trx: Transaction<Database>,
  source: string,
  resolved: ResolvedRecord[],
  toWithdraw: number[],
  at: string,
  version: number,
): Promise<WriteCounts> {
  const stored = await currentRecords(
    trx,
    resolved.flatMap((record) => (record.existing ? [record.existing.id] : [])),
  );
  const ids = await newIds(
    trx,
    resolved.filter((record) => !record.existing),
  );
  const counts: WriteCounts = {
    added: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: toWithdraw.length,
    changes: { added: [], priceDrops: [] },
  };
  const rows: Insertable<PropertiesTable>[] = [];
  const written: CatalogueProperty[] = [];
  const pause = pauseIn(trx);
  beginSlices();
  for (const [index, record] of resolved.entries()) {
    if (startsSlice(index)) await pause();
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
    written.push(property);
    if (!record.existing || record.existing.withdrawn) counts.changes.added.push(id);
    if (record.existing) counts.updated += 1;
    else counts.added += 1;
    const from = before ? publishedPrice(JSON.parse(before.record) as CatalogueProperty) : null;
    const to = publishedPrice(property);
    if (from !== null && to !== null && to < from) counts.changes.priceDrops.push({ id, from, to });
  }
  await addCities(trx, written);
  await upsert(trx, rows);
  await withdraw(trx, toWithdraw, at, version);
  return counts;
}
