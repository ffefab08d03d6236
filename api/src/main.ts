import closeWithGrace from 'close-with-grace';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { apiRootOf } from './api-root.js';
import { buildApp } from './app.js';
import { loadServerConfig } from './config.js';
import { openDatabase } from './db/database.js';
import { oneStartAtATime } from './db/one-start-at-a-time.js';
import { seedCatalogue } from './db/seed-catalogue.js';
import { seedExtras } from './catalogue/seed-extras.js';
import { configuredPictureImporter } from './import/pictures/configured-picture-importer.js';
import { importSampleCatalogue } from './import/sample-catalogue.js';
import { prepareOwnerAccountsOrExit } from './owners/demo-owners.js';

// Writes what a start needs (a generated session secret, kept in DATA_DIR); loading the config writes nothing.
const config = loadServerConfig(apiRootOf(import.meta.url));
const db = await openDatabase(config);
const now = new Date();
await oneStartAtATime(db, async (seeding) => {
  await seedCatalogue(seeding, { properties: [], propertyTypes, cities, projects, siteConfig, menuPages, regions });
});
// The sample properties come in as a feed, through the importer an agency's own feed goes through. It
// takes its own lock; two instances starting together import it once (the second finds it unchanged).
const sample = await importSampleCatalogue(db, { pictures: configuredPictureImporter(config, db) });
if (sample && sample.outcome !== 'imported')
  throw new Error(`the sample catalogue was not imported: ${sample.outcome}`);
await oneStartAtATime(db, async (seeding) => {
  await prepareOwnerAccountsOrExit(seeding, properties, now, config);
  await seedExtras(seeding, properties, now);
});

const app = await buildApp({ config, db });
/**
 * SIGTERM or SIGINT (a deploy, the load balancer draining this instance): /api/ready answers 503, no
 * new connection is taken, requests in flight finish, the outbox ends its mails on their way and hands
 * the rest back to the other instances, then the database pool closes. A close that hangs past
 * SHUTDOWN_GRACE_MS (a mail server that keeps a socket open) ends the process with exit code 1.
 */
const SHUTDOWN_GRACE_MS = 30_000;
closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: false }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an uncaught error');
  else app.log.info({ signal }, 'closing: finishing requests in flight');
  await app.close();
  await db.destroy();
});
await app.listen({ port: config.port, host: config.host });
// Mails a previous run left (it crashed, or stopped mid-round) go out now, not at the worker's first tick.
void app.outbox.flush();
