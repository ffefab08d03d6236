import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { apiRootOf } from './api-root.js';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/database.js';
import { seedCatalogue } from './db/seed-catalogue.js';
import { seedExtras } from './db/seed-extras.js';
import { prepareOwnerAccountsOrExit } from './owners/demo-owners.js';

const config = loadConfigOrExit(apiRootOf(import.meta.url));
const db = await openDatabase(config.databaseFile);
const now = new Date();
await seedCatalogue(db, { properties, propertyTypes, cities, projects, siteConfig, menuPages, regions });
await prepareOwnerAccountsOrExit(db, properties, now, config);
await seedExtras(db, properties, now);

const app = await buildApp({ config, db });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}
await app.listen({ port: config.port, host: config.host });
// Mails a previous run left (it crashed, or stopped mid-round) go out now, not at the worker's first tick.
void app.outbox.flush();
