import type { ServiceLog } from '../log/logger.js';

/** What the owner accounts keep that outlives its use: ended sessions, spent links, old throttle rows. */
export type Purge = () => Promise<Record<string, number>>;

/**
 * Runs the purge every `intervalMs` from `start` until `stop` (the app's close). The timer does
 * not keep the process alive, and a purge still running is not started twice.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly purge: Purge,
    private readonly log: Pick<ServiceLog, 'info' | 'warn'>,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.runOnce(), intervalMs);
    this.timer.unref();
  }

  /** One purge; a failure is logged and the next round tries again. */
  runOnce(): Promise<void> {
    this.running ??= this.purge()
      .then((removed) => {
        if (Object.values(removed).some((count) => count > 0)) this.log.info({ removed }, 'owner records purged');
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'owner records purge failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Stops the timer and waits for a purge under way, so the database can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
