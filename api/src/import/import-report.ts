import type { AfterImport, CommittedImport } from './catalogue-changes.js';
import type { FeedFormat } from './feed.js';
import type { PictureImporter, PicturesResult } from './pictures/import-pictures.js';

export type ImportMode = 'full' | 'delta';
export type ImportTrigger = 'cli' | 'schedule' | 'push' | 'seed';
export const IMPORT_OUTCOMES = ['imported', 'dry-run', 'refused', 'failed'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

export type { PictureImporter, PicturesResult };

/** A pino logger or anything with the same calls. */
export type ImportLog = {
  info: (object: object, message: string) => void;
  warn: (object: object, message: string) => void;
  error: (object: object, message: string) => void;
};

export type ImportOptions = {
  mode: ImportMode;
  /** Validate and count everything, write nothing (no picture is fetched either). */
  dryRun?: boolean;
  /** Go ahead even when the run would withdraw more than `maxWithdrawShare` of the source's catalogue. */
  force?: boolean;
  /** The share (0–1) of a source's live properties one run may withdraw without `force` (IMPORT_MAX_WITHDRAW_SHARE, 0.3). */
  maxWithdrawShare: number;
  trigger: ImportTrigger;
  now: () => Date;
  pictures: PictureImporter;
  afterImport?: AfterImport;
  /** Told what the run wrote once it is committed (before `afterImport`): the instance that ran it takes it in. */
  onCommitted?: (committed: CommittedImport) => void;
  log?: ImportLog;
};

export type RejectedRecord = { position: number; externalId?: string; field: string; reason: string };

export type ImportReport = {
  /** The import_runs row (0 for a dry run, which stores nothing). */
  runId: number;
  source: string;
  format: FeedFormat;
  mode: ImportMode;
  trigger: ImportTrigger;
  outcome: ImportOutcome;
  /** Why a run was refused or failed. */
  reason?: string;
  added: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  rejected: RejectedRecord[];
  pictures: { fetched: number; reused: number; failed: number; failures: Array<{ url: string; reason: string }> };
  startedAt: string;
  durationMs: number;
  /** The catalogue version after the run (catalogue-version.ts). */
  catalogueVersion: number;
};

/** The report for a person at a terminal. */
export function formatReport(report: ImportReport): string {
  const lines = [
    `Import of "${report.source}" (${report.format}, ${report.mode}, ${report.trigger}): ${report.outcome}` +
      (report.reason ? ` — ${report.reason}` : ''),
    `  added ${report.added}, updated ${report.updated}, unchanged ${report.unchanged}, withdrawn ${report.withdrawn}, rejected ${report.rejected.length}`,
    `  pictures: fetched ${report.pictures.fetched}, reused ${report.pictures.reused}, failed ${report.pictures.failed}`,
    ...report.rejected.map(
      (record) =>
        `  rejected record ${record.position}${record.externalId ? ` (${record.externalId})` : ''}: ${record.field}: ${record.reason}`,
    ),
    ...report.pictures.failures.map((failure) => `  picture failed: ${failure.url}: ${failure.reason}`),
    `  ${report.durationMs} ms, catalogue version ${report.catalogueVersion}, run #${report.runId}`,
  ];
  return lines.join('\n');
}

/** The report in one log line: counts, not the lists (those are stored with the run). */
export function reportSummary(report: ImportReport): object {
  const { rejected, pictures, ...rest } = report;
  return {
    ...rest,
    rejected: rejected.length,
    pictures: { fetched: pictures.fetched, reused: pictures.reused, failed: pictures.failed },
  };
}
