import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { CommittedImport } from '../import/catalogue-changes.js';
import { readCatalogueVersion } from '../import/catalogue-version.js';
import type { ImportedChanges } from './catalogue.js';

type Log = { warn: (details: object, message: string) => void };

export type CatalogueRefreshDeps = {
  db: Kysely<Database>;
  /** The catalogue version the instance loaded its catalogue at (read BEFORE loading it). */
  loadedVersion: number;
  /** Reads what changed in the catalogue since the version the instance has, and puts it in place. */
  reload: (sinceVersion: number) => Promise<void>;
  /** Puts an import this instance committed in place, from the records it wrote (nothing read back). */
  adopt: (imported: ImportedChanges) => Promise<void>;
  log: Log;
};

/**
 * Keeps an instance's catalogue in step with the database: an import on any instance (or the CLI)
 * raises the catalogue version (import/catalogue-version.ts), and every instance that polls it and
 * sees it differ from the one it loaded reads the catalogue again — without a restart. One read of
 * one primary-key row per poll.
 */
export class CatalogueRefresh {
  private timer: NodeJS.Timeout | null = null;
  private loaded: number;
  private running: Promise<boolean> | null = null;

  constructor(private readonly deps: CatalogueRefreshDeps) {
    this.loaded = deps.loadedVersion;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.check(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reloads when the version moved; true when it did. A check while one runs shares its outcome. */
  check(): Promise<boolean> {
    this.running ??= this.compareAndReload().finally(() => (this.running = null));
    return this.running;
  }

  /**
   * An import this instance has just committed: taken in as written when the catalogue held is the
   * one it was made on, else (another process's import not read yet) read back as any change.
   * True when the catalogue changed.
   */
  async adopt(committed: CommittedImport): Promise<boolean> {
    // One change at a time: a poll under way finishes first, and may already have read this import.
    while (this.running) await this.running;
    if (this.loaded !== committed.fromVersion) return this.check();
    if (committed.toVersion === committed.fromVersion) return false;
    this.running = this.adoptCommitted(committed).finally(() => (this.running = null));
    return this.running;
  }

  private async adoptCommitted(committed: CommittedImport): Promise<boolean> {
    try {
      // A poll may have read a later import (its rows, not yet its version): this run's records
      // would then go over newer ones. Only a catalogue still at this run's version takes it as written.
      if ((await readCatalogueVersion(this.deps.db)) !== committed.toVersion) return this.compareAndReload();
      await this.deps.adopt(committed);
      this.loaded = committed.toVersion;
      return true;
    } catch (error) {
      // Its reference tables not read: the next poll reads the import back.
      this.deps.log.warn({ err: error }, 'import not taken in: the next poll reads it');
      return false;
    }
  }

  private async compareAndReload(): Promise<boolean> {
    try {
      const version = await readCatalogueVersion(this.deps.db);
      if (version === this.loaded) return false;
      // The version is read before the catalogue: an import committed in between is loaded now and
      // reloaded once more on the next poll, never missed.
      await this.deps.reload(this.loaded);
      this.loaded = version;
      return true;
    } catch (error) {
      // A database that does not answer: the instance keeps serving the catalogue it has.
      this.deps.log.warn({ err: error }, 'catalogue version not read: the catalogue is kept as it is');
      return false;
    }
  }
}
