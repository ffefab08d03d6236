import type { Kysely } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { Database } from '../db/schema.js';
import type { CatalogueChanges, CommittedImport } from './catalogue-changes.js';
import { raiseCatalogueVersion, readCatalogueVersion } from './catalogue-version.js';
import type { ParsedFeed } from './feed.js';
import { keepChanges, markHandedOn } from './hand-on-changes.js';
import { oneImportAtATime } from './import-lock.js';
import { planImport, type ImportPlan, type PlannedRecord } from './import-plan.js';
import type { ImportOptions, ImportOutcome, ImportReport, PicturesResult } from './import-report.js';
import { reportSummary } from './import-report.js';
import { finishRun, startRun } from './import-runs.js';
import { prepareWrites, writeImport, type ResolvedRecord, type WriteCounts } from './import-writes.js';

export type { ImportOptions, ImportReport } from './import-report.js';

/** Properties whose pictures are resolved at once (each fetches its own pictures one by one or in parallel). */
const PICTURE_CONCURRENCY = 4;

const NO_PICTURES: PicturesResult = { pictures: [], fetched: 0, reused: 0, failures: [], pending: false };

/** Another process (a CLI beside a SQLite server) changed the catalogue while this run got its pictures. */
class CatalogueMovedOn extends Error {}

async function resolvePictures(records: PlannedRecord[], options: ImportOptions): Promise<ResolvedRecord[]> {
  const resolved: ResolvedRecord[] = new Array(records.length);
  let next = 0;
  const worker = async () => {
    while (next < records.length) {
      const index = next++;
      const record = records[index]!;
      const pictures = record.entry.property.Pictures;
      resolved[index] = {
        ...record,
        pictures:
          pictures.length === 0 ? NO_PICTURES : await options.pictures.picturesOf(record.entry.externalId, pictures),
      };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PICTURE_CONCURRENCY, records.length) }, worker));
  return resolved;
}

function emptyReport(
  feed: Pick<ParsedFeed, 'source' | 'format'>,
  options: Pick<ImportOptions, 'mode' | 'trigger'>,
  startedAt: Date,
): ImportReport {
  return {
    runId: 0,
    source: feed.source,
    format: feed.format,
    mode: options.mode,
    trigger: options.trigger,
    outcome: 'imported',
    added: 0,
    updated: 0,
    unchanged: 0,
    withdrawn: 0,
    rejected: [],
    pictures: { fetched: 0, reused: 0, failed: 0, failures: [] },
    startedAt: startedAt.toISOString(),
    durationMs: 0,
    catalogueVersion: 0,
  };
}

function picturesOf(resolved: ResolvedRecord[]): ImportReport['pictures'] {
  const failures = resolved.flatMap((record) => record.pictures.failures);
  return {
    fetched: resolved.reduce((sum, record) => sum + record.pictures.fetched, 0),
    reused: resolved.reduce((sum, record) => sum + record.pictures.reused, 0),
    failed: failures.length,
    failures,
  };
}

/** The share guard: a truncated feed must not empty the site. Null when the run may go ahead. */
function refusal(plan: ImportPlan, options: ImportOptions): string | null {
  if (options.force || plan.live === 0) return null;
  const share = plan.toWithdraw.length / plan.live;
  if (share <= options.maxWithdrawShare) return null;
  return (
    `it would withdraw ${plan.toWithdraw.length} of the source's ${plan.live} live properties ` +
    `(${Math.round(share * 100)} % > ${Math.round(options.maxWithdrawShare * 100)} %); run it with force if that is meant`
  );
}

/** What a committed run changed: for the search alerts, and for the instance's own catalogue. */
type Committed = { changes: CatalogueChanges; committed: CommittedImport };

/** The run itself, under the import lock: plan, pictures, one transaction. */
async function importUnderLock(
  db: Kysely<Database>,
  feed: ParsedFeed,
  options: ImportOptions,
  report: ImportReport,
): Promise<Committed | null> {
  const versionBefore = await readCatalogueVersion(db);
  const plan = await planImport(db, feed, options.mode);
  Object.assign(report, { rejected: plan.rejected, unchanged: plan.unchanged, catalogueVersion: versionBefore });
  const refused = refusal(plan, options);
  if (refused) {
    Object.assign(report, { outcome: 'refused', reason: refused });
    return null;
  }
  if (options.dryRun) {
    const added = plan.toWrite.filter((record) => !record.existing).length;
    Object.assign(report, {
      outcome: 'dry-run',
      added,
      updated: plan.toWrite.length - added,
      withdrawn: plan.toWithdraw.length,
    });
    return null;
  }
  const resolved = await resolvePictures(plan.toWrite, options);
  report.pictures = picturesOf(resolved);
  const at = options.now().toISOString();
  // Under the lock and with the version unchanged (checked in the transaction), the version this run
  // makes is the next one.
  const version = versionBefore + 1;
  const prepared = await prepareWrites(db, feed.source, resolved, at, version);
  return db.transaction().execute(async (trx) => {
    if ((await readCatalogueVersion(trx)) !== versionBefore)
      throw new CatalogueMovedOn('the catalogue changed during the import: run it again');
    const counts: WriteCounts = await writeImport(trx, prepared, plan.toWithdraw, at, version);
    const changed = counts.added + counts.updated + counts.withdrawn > 0;
    const raised = changed ? await raiseCatalogueVersion(trx) : versionBefore;
    // The rows carry `version`: another version would hide them from every instance's reload.
    if (changed && raised !== version) throw new CatalogueMovedOn('the catalogue version moved on: run it again');
    Object.assign(report, {
      added: counts.added,
      updated: counts.updated,
      unchanged: plan.unchanged + counts.unchanged,
      withdrawn: counts.withdrawn,
      catalogueVersion: raised,
    });
    await finishRun(trx, { ...report, durationMs: 0 }, at);
    await keepChanges(trx, report.runId, counts.changes);
    return {
      changes: counts.changes,
      committed: {
        fromVersion: versionBefore,
        toVersion: raised,
        written: prepared.written,
        withdrawn: plan.toWithdraw,
      },
    };
  });
}

function finished(report: ImportReport, started: number): ImportReport {
  return { ...report, durationMs: Math.round(performance.now() - started) };
}

/**
 * Imports a parsed feed (adapters/…) into the catalogue: new and changed records upserted by
 * (source, external id), unchanged ones skipped, missing or listed ones withdrawn, all in one
 * transaction so visitors never see half a run, one run at a time. Returns the report, also stored
 * in import_runs (but for a dry run) and logged in one line. See api/README "Import".
 */
export async function runImport(db: Kysely<Database>, feed: ParsedFeed, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const startedAt = options.now();
  let report = emptyReport(feed, options, startedAt);
  let committed: Committed | null = null;
  try {
    committed = await oneImportAtATime(db, async (locked) => {
      if (!options.dryRun) report.runId = await startRun(locked, { ...report, startedAt: report.startedAt });
      return importUnderLock(locked, feed, options, report);
    });
  } catch (error) {
    report = {
      ...report,
      outcome: 'failed' satisfies ImportOutcome,
      reason: (error as Error).message,
      added: 0,
      updated: 0,
      withdrawn: 0,
    };
    options.log?.error({ err: error, source: feed.source }, 'import failed: nothing changed');
  }
  report = finished(report, started);
  if (report.runId > 0) await finishRun(db, report, options.now().toISOString()).catch(() => undefined);
  options.log?.info({ importReport: reportSummary(report) }, `import ${report.outcome}`);
  if (!committed) return report;
  options.onCommitted?.(committed.committed);
  const { changes } = committed;
  if (options.afterImport) {
    // Kept with the run until handed on: a process that stops before (or fails here) leaves them to
    // the sweep of any instance (hand-on-changes.ts).
    await options
      .afterImport(changes)
      .then(() => markHandedOn(db, report.runId, options.now()))
      .catch((error: unknown) =>
        options.log?.error({ err: error, source: feed.source }, 'after the import: the alerts could not be queued'),
      );
  }
  return report;
}

/**
 * A feed that could not be read at all (UnreadableFeed, or its download failed): nothing changes, but
 * the run is stored and logged as failed, so /api/health and whoever watches it see the feed is broken.
 */
export async function recordUnreadableFeed(
  db: Kysely<Database>,
  feed: Pick<ParsedFeed, 'source' | 'format'>,
  options: Pick<ImportOptions, 'mode' | 'trigger' | 'now' | 'log'>,
  reason: string,
): Promise<ImportReport> {
  const startedAt = options.now();
  const report: ImportReport = {
    ...emptyReport(feed, options, startedAt),
    outcome: 'failed',
    reason,
    catalogueVersion: await readCatalogueVersion(db),
  };
  report.runId = await startRun(db, report);
  await finishRun(db, report, startedAt.toISOString());
  options.log?.info({ importReport: reportSummary(report) }, 'import failed');
  return report;
}
