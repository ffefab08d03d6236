import { z } from 'zod';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { IMPORT_OUTCOMES, type ImportMode, type ImportReport, type ImportTrigger } from './import-report.js';
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
const count = z.number().int().optional();
export const LastImportSchema = z
  .object({
    source: z.string(),
    trigger: z.string(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
    outcome: z.enum([...IMPORT_OUTCOMES, 'running']),
    added: count,
    updated: count,
    unchanged: count,
    withdrawn: count,
    rejected: count,
    picturesFailed: count,
  })
  .describe('The last catalogue import; null when there was none or the database does not answer.');
export type LastImport = z.output<typeof LastImportSchema>;

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
