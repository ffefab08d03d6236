import type { Lang } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Translate } from '../../i18n/translator.js';
import type { InstanceImport } from '../instance-importer.js';
import { pushRoutes } from './push-routes.js';
import { PushWorker } from './push-worker.js';

export type ImportPushDeps = {
  db: Kysely<Database>;
  secret: string;
  translate: (lang: Lang) => Translate;
  now: () => Date;
  importFeed: InstanceImport;
};

/** The push endpoint and the worker that imports what it queues; the worker stops before the database closes. */
export async function importPush(app: FastifyInstance, deps: ImportPushDeps): Promise<PushWorker> {
  const worker = new PushWorker({
    db: deps.db,
    // The share guard is for a truncated feed, which withdraws by leaving out; a push withdraws only
    // the properties it names, signed: a CRM ending 3 of an agency's 5 listings is not refused.
    importDelta: (feed) => deps.importFeed(feed, { mode: 'delta', trigger: 'push', force: true }),
    now: deps.now,
    log: app.log,
  });
  await app.register(pushRoutes, {
    db: deps.db,
    secret: deps.secret,
    translate: deps.translate,
    now: deps.now,
    afterQueued: () => setImmediate(() => void worker.flush()),
  });
  worker.start();
  app.addHook('onClose', async () => worker.stop());
  return worker;
}
