import type { Kysely } from 'kysely';
import type { CatalogueRefresh } from '../catalogue/catalogue-refresh.js';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import type { AfterImport, CommittedImport } from './catalogue-changes.js';
import type { ParsedFeed } from './feed.js';
import type { ImportLog, ImportMode, ImportReport, ImportTrigger } from './import-report.js';
import { configuredPictureImporter } from './pictures/configured-picture-importer.js';
import { runImport } from './run-import.js';

export type InstanceImport = (
  feed: ParsedFeed,
  how: { mode: ImportMode; trigger: Extract<ImportTrigger, 'schedule' | 'push'>; force?: boolean },
) => Promise<ImportReport>;

type ImporterConfig = Parameters<typeof configuredPictureImporter>[0] & Pick<ApiConfig, 'importMaxWithdrawShare'>;

export type InstanceImporterDeps = {
  db: Kysely<Database>;
  config: ImporterConfig;
  now: () => Date;
  log: ImportLog;
  afterImport?: AfterImport;
  refresh: CatalogueRefresh;
};

/**
 * An import run by this server (the scheduled pull, a CRM's push): runImport with the configured
 * pictures, share guard and search alerts; this instance then shows it at once, from the records it
 * wrote, the others at their next poll of the catalogue version.
 */
export function instanceImporter(deps: InstanceImporterDeps): InstanceImport {
  const pictures = configuredPictureImporter(deps.config, deps.db);
  return async (feed, how) => {
    const committed: CommittedImport[] = [];
    const report = await runImport(deps.db, feed, {
      ...how,
      maxWithdrawShare: deps.config.importMaxWithdrawShare,
      now: deps.now,
      pictures,
      log: deps.log,
      onCommitted: (run) => committed.push(run),
      ...(deps.afterImport ? { afterImport: deps.afterImport } : {}),
    });
    for (const run of committed) await deps.refresh.adopt(run);
    return report;
  };
}
