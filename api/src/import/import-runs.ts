import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ImportMode, ImportOutcome, ImportReport, ImportTrigger } from './import-report.js';
import type { FeedFormat } from './feed.js';

type Db = Kysely<Database> | Transaction<Database>;

/** A run begins as "running": one that stays so crashed (or still runs). */
export async function startRun(
  db: Db,
  run: { source: string; format: FeedFormat; mode: ImportMode; trigger: ImportTrigger; startedAt: string },
): Promise<number> {
  const row = await db
    .insertInto('import_runs')
    .values({
      source: run.source,
      format: run.format,
      mode: run.mode,
      trigger: run.trigger,
      started_at: run.startedAt,
      outcome: 'running',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function finishRun(db: Db, report: ImportReport, finishedAt: string): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ outcome: report.outcome, finished_at: finishedAt, report: JSON.stringify(report) })
    .where('id', '=', report.runId)
    .execute();
}

/** The last run, as GET /api/health shows it: when, how it ended, its counts. */
export type LastImport = {
  source: string;
  trigger: string;
  startedAt: string;
  finishedAt: string | null;
  outcome: ImportOutcome | 'running';
  added?: number;
  updated?: number;
  unchanged?: number;
  withdrawn?: number;
  rejected?: number;
  picturesFailed?: number;
};

export async function lastImport(db: Kysely<Database>): Promise<LastImport | null> {
  const row = await db.selectFrom('import_runs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) return null;
  const report = row.report ? (JSON.parse(row.report) as ImportReport) : null;
  return {
    source: row.source,
    trigger: row.trigger,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    outcome: row.outcome as LastImport['outcome'],
    ...(report
      ? {
          added: report.added,
          updated: report.updated,
          unchanged: report.unchanged,
          withdrawn: report.withdrawn,
          rejected: report.rejected.length,
          picturesFailed: report.pictures.failed,
        }
      : {}),
  };
}
