import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ImportScheduleConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import type { InstanceImport } from '../instance-importer.js';
import { feedFetcher } from './fetch-feed.js';
import { ScheduledImport } from './scheduled-import.js';

export type ScheduleDeps = {
  db: Kysely<Database>;
  schedule: ImportScheduleConfig;
  /** IMPORT_ALLOW_PRIVATE_HOSTS: a feed on this machine or the local network (testing only). */
  allowPrivate: boolean;
  now: () => Date;
  importFeed: InstanceImport;
};

/**
 * The scheduled pull on this instance: a first tick once the server listens (a fresh deploy shows the
 * agency's feed at once, not a period later; the lease keeps it to one instance, an unchanged feed costs
 * a read), then every IMPORT_EVERY; stops (and hands its lease back) on close.
 */
export function scheduleImports(app: FastifyInstance, deps: ScheduleDeps): ScheduledImport {
  const scheduled = new ScheduledImport({
    db: deps.db,
    schedule: deps.schedule,
    fetchFeed: feedFetcher(deps.allowPrivate ? true : undefined),
    importFeed: (feed) => deps.importFeed(feed, { mode: deps.schedule.mode, trigger: 'schedule' }),
    now: deps.now,
    log: app.log,
  });
  scheduled.start();
  app.addHook('onListen', async () => void scheduled.tick());
  app.addHook('onClose', async () => scheduled.stop());
  return scheduled;
}
