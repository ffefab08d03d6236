import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ImportScheduleConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { ParsedFeed } from '../feed.js';
import { reportSummary, type ImportLog, type ImportReport } from '../import-report.js';
import { releaseImportLease, takeImportLease } from './import-lease.js';
import { UnreadableFeed } from '../feed.js';
import { recordUnreadableFeed } from '../run-import.js';
import { FetchRefused } from '../safe-fetch/fetch-refused.js';
import { guessedFormat, readFeed } from './read-feed.js';

/**
 * A lease lasts one and a half periods: its holder renews it at its next tick, before it runs out
 * (timers drift), and a dead holder's turn passes to another instance half a period late at most.
 */
const LEASE_PERIODS = 1.5;

export type ScheduledImportDeps = {
  db: Kysely<Database>;
  schedule: ImportScheduleConfig;
  /** The feed's text (safe-fetch: public addresses only, bounded in size and time). */
  fetchFeed: (url: string) => Promise<string>;
  /** runImport with trigger 'schedule' and the configured mode. */
  importFeed: (feed: ParsedFeed) => Promise<ImportReport>;
  now: () => Date;
  log: ImportLog;
};

/**
 * The scheduled pull (IMPORT_FEED_URL every IMPORT_EVERY): every instance ticks, and the one that
 * holds the lease in the database (import-lease.ts) fetches the feed and imports it, so instances on
 * one database never import together and a dead instance's turn passes to another when its lease
 * runs out.
 */
export class ScheduledImport {
  readonly instance = randomUUID();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ImportReport | null> | null = null;

  constructor(private readonly deps: ScheduledImportDeps) {}

  start(): void {
    this.timer = setInterval(() => void this.tick(), this.deps.schedule.everyMs);
    this.timer.unref();
  }

  /** No new tick; the running import ends, then the lease is handed back. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await releaseImportLease(this.deps.db, this.instance).catch(() => undefined);
  }

  /** One turn: the import's report, or null when another instance holds the lease or the feed could not be had. */
  tick(): Promise<ImportReport | null> {
    this.running ??= this.turn().finally(() => (this.running = null));
    return this.running;
  }

  private async turn(): Promise<ImportReport | null> {
    const { db, schedule, log } = this.deps;
    let text = '';
    const lease = () => takeImportLease(db, this.instance, this.deps.now(), schedule.everyMs * LEASE_PERIODS);
    // A run on a busy instance paces itself (event-loop/give-way.ts) and can outlast a period: the
    // lease is renewed while it runs, so another instance does not take its turn and import again.
    let renewal: NodeJS.Timeout | undefined;
    try {
      if (!(await lease())) return null;
      renewal = setInterval(() => void lease().catch(() => undefined), schedule.everyMs / 2);
      renewal.unref();
      text = await this.deps.fetchFeed(schedule.feedUrl);
      const report = await this.deps.importFeed(await readFeed(text, schedule.format));
      log.info({ import: reportSummary(report) }, 'scheduled import');
      return report;
    } catch (error) {
      // A feed that cannot be fetched or read changes nothing; the next turn tries again. The run is
      // stored as failed, so /api/health shows that the feed is broken, not the last good run.
      log.error({ err: error, feed: feedName(schedule.feedUrl) }, 'scheduled import: feed not imported');
      if (!(error instanceof UnreadableFeed || error instanceof FetchRefused)) return null;
      const feed = { source: feedName(schedule.feedUrl), format: schedule.format ?? guessedFormat(text) };
      const run = { mode: schedule.mode, trigger: 'schedule' as const, now: this.deps.now, log };
      return recordUnreadableFeed(db, feed, run, error.message).catch(() => null);
    } finally {
      clearInterval(renewal);
    }
  }
}

/** The feed's address without its query, which may hold the agency software's access key. */
function feedName(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
