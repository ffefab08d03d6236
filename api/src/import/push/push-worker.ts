import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ParsedFeed } from '../feed.js';
import { claimDueEvents, markFailed, markProcessed, type QueuedEvent } from './event-queue.js';
import { deltaFeed, runsBySource } from './push-feed.js';

/** What the worker reads of an import's report (run-import.ts's ImportReport has more). */
export type PushImportReport = {
  outcome: string;
  reason?: string;
  rejected: ReadonlyArray<{ externalId?: string; field: string; reason: string }>;
};

/** Imports one source's delta feed (runImport in delta mode, trigger 'push'). */
export type ImportDelta = (feed: ParsedFeed) => Promise<PushImportReport>;

type Log = { info: (details: object, message: string) => void; error: (details: object, message: string) => void };

export type PushWorkerDeps = {
  db: Kysely<Database>;
  importDelta: ImportDelta;
  now: () => Date;
  log: Log;
  /** How long a worker holds the events it claimed: longer than one import may take. */
  leaseMs?: number;
  /** Events taken per round. */
  batch?: number;
};

/** How often queued events are looked for, besides the nudge each push gives (retries wait for it). */
export const PUSH_POLL_MS = 5000;

/**
 * Processes what CRMs pushed (POST /api/import/events) from the `import_events` queue: each round
 * claims a batch of due events, and each run of one source's events in it becomes one delta import.
 * Imported events are done; a failed or refused import leaves them to a retry with backoff.
 */
export class PushWorker {
  private timer: NodeJS.Timeout | null = null;
  private rounds: Promise<number> = Promise.resolve(0);
  private stopped = false;

  constructor(private readonly deps: PushWorkerDeps) {}

  start(intervalMs = PUSH_POLL_MS): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /** No new round; resolves once the running one ended (its import committed or not). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.rounds;
  }

  /** Processes every due event, after the round in progress; resolves with how many were taken. */
  flush(): Promise<number> {
    this.rounds = this.rounds.then(() => this.drain());
    return this.rounds;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      if (this.stopped) return total;
      const taken = await this.round().catch((error: unknown) => {
        this.deps.log.error({ err: error }, 'pushed import events: round failed');
        return 0;
      });
      if (taken === 0) return total;
      total += taken;
    }
  }

  private async round(): Promise<number> {
    const { db, now } = this.deps;
    const events = await claimDueEvents(db, now(), this.deps.leaseMs ?? 10 * 60_000, this.deps.batch ?? 500);
    for (const run of runsBySource(events)) await this.importRun(run);
    return events.length;
  }

  private async importRun(events: QueuedEvent[]): Promise<void> {
    const { db, now, log } = this.deps;
    const source = events[0]!.source;
    try {
      const report = await this.deps.importDelta(await deltaFeed(source, events));
      if (report.outcome !== 'imported') {
        await markFailed(db, events, `import ${report.outcome}${report.reason ? `: ${report.reason}` : ''}`, now());
        log.error({ source, events: events.length, outcome: report.outcome }, 'pushed import events not imported');
        return;
      }
      const rejections = new Map(
        report.rejected.flatMap((rejected) =>
          rejected.externalId ? [[rejected.externalId, `${rejected.field}: ${rejected.reason}`] as const] : [],
        ),
      );
      await markProcessed(db, events, rejections, now());
      log.info({ source, events: events.length, rejected: rejections.size }, 'pushed import events imported');
    } catch (error) {
      await markFailed(db, events, error instanceof Error ? error.message : String(error), now());
      log.error({ err: error, source, events: events.length }, 'pushed import events failed');
    }
  }
}
