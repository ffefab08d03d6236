import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { beginSlices, giveWay, startsSlice } from '../event-loop/give-way.js';
import { contentHash, isPending } from './content-hash.js';
import type { ParsedFeed, ValidEntry } from './feed.js';
import { isRejected } from './feed.js';
import type { ImportMode, RejectedRecord } from './import-report.js';

/** A property of this source already in the catalogue. */
export type ExistingProperty = { id: number; hash: string | null; withdrawn: boolean };

/** A valid record, with what the catalogue has under its external id. */
export type PlannedRecord = { entry: ValidEntry; hash: string; existing?: ExistingProperty };

/** What a run will do, decided from the feed and one read of the catalogue, before anything is written. */
export type ImportPlan = {
  /** New, changed, withdrawn and named again, or with pictures to retry: their pictures are resolved, then written. */
  toWrite: PlannedRecord[];
  unchanged: number;
  /** Our ids of the live properties this run takes off the site. */
  toWithdraw: number[];
  /** How many of the source's properties are live now (the guard's base). */
  live: number;
  rejected: RejectedRecord[];
};

/** The catalogue's tables a record must refer into: type WebIDs and project ids. */
type Known = { webIds: Set<number>; projectIds: Set<number> };

async function knownReferences(db: Kysely<Database>): Promise<Known> {
  const [types, projects] = await Promise.all([
    db.selectFrom('property_types').select('record').execute(),
    db.selectFrom('projects').select('id').execute(),
  ]);
  return {
    webIds: new Set(types.map((row) => (JSON.parse(row.record) as { WebID: number }).WebID)),
    projectIds: new Set(projects.map((row) => Number(row.id))),
  };
}

/** A reference the catalogue does not know (a type, a project), or null. */
function unknownReference(entry: ValidEntry, known: Known): { field: string; reason: string } | null {
  const { WebID, WebIDs, ProjectID } = entry.property;
  if (!known.webIds.has(WebID)) return { field: 'WebID', reason: `no property type has WebID ${WebID}` };
  const unknownType = WebIDs.split(',')
    .map(Number)
    .find((webId) => !known.webIds.has(webId));
  if (unknownType !== undefined) return { field: 'WebIDs', reason: `no property type has WebID ${unknownType}` };
  if (ProjectID !== undefined && !known.projectIds.has(ProjectID))
    return { field: 'ProjectID', reason: `no project has ID ${ProjectID}` };
  return null;
}

async function existingOf(db: Kysely<Database>, source: string): Promise<Map<string, ExistingProperty>> {
  const rows = await db
    .selectFrom('properties')
    .select(['id', 'external_id', 'content_hash', 'withdrawn_at'])
    .where('source', '=', source)
    .execute();
  return new Map(
    rows.map((row) => [
      row.external_id ?? '',
      { id: Number(row.id), hash: row.content_hash, withdrawn: row.withdrawn_at !== null },
    ]),
  );
}

function needsWrite(hash: string, existing: ExistingProperty | undefined): boolean {
  return !existing || existing.withdrawn || existing.hash !== hash || isPending(existing.hash);
}

/** Full mode: every live property of the source the feed no longer names. Delta: those it lists as withdrawn. */
function withdrawals(feed: ParsedFeed, mode: ImportMode, existing: Map<string, ExistingProperty>): number[] {
  const named = new Set(feed.records.map((entry) => entry.externalId).filter((id) => id !== undefined));
  const gone =
    mode === 'full'
      ? [...existing.keys()].filter((externalId) => !named.has(externalId))
      : // A record the same feed also gives is live: the record wins.
        feed.withdrawn.filter((externalId) => !named.has(externalId));
  return [...new Set(gone)]
    .map((externalId) => existing.get(externalId))
    .filter((property): property is ExistingProperty => property !== undefined && !property.withdrawn)
    .map((property) => property.id);
}

export async function planImport(db: Kysely<Database>, feed: ParsedFeed, mode: ImportMode): Promise<ImportPlan> {
  const [known, existing] = await Promise.all([knownReferences(db), existingOf(db, feed.source)]);
  const rejected: RejectedRecord[] = [];
  const toWrite: PlannedRecord[] = [];
  let unchanged = 0;
  beginSlices();
  for (const [index, entry] of feed.records.entries()) {
    // Hashing every record takes a while: in a server, its visitors are answered meanwhile.
    if (startsSlice(index)) await giveWay();
    if (isRejected(entry)) {
      rejected.push({
        position: entry.position,
        ...(entry.externalId ? { externalId: entry.externalId } : {}),
        ...entry.rejection,
      });
      continue;
    }
    const unknown = unknownReference(entry, known);
    if (unknown) {
      rejected.push({ position: entry.position, externalId: entry.externalId, ...unknown });
      continue;
    }
    const hash = contentHash(entry);
    const current = existing.get(entry.externalId);
    if (needsWrite(hash, current)) toWrite.push({ entry, hash, ...(current ? { existing: current } : {}) });
    else unchanged += 1;
  }
  const live = [...existing.values()].filter((property) => !property.withdrawn).length;
  return { toWrite, unchanged, toWithdraw: withdrawals(feed, mode, existing), live, rejected };
}
