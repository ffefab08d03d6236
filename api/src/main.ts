import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { buildApp } from './app.js';
import { loadConfigOrExit } from './config.js';
import { openDatabase } from './db/database.js';
import { seedCatalogue } from './db/seed-catalogue.js';
import { seedExtras } from './db/seed-extras.js';
import { seedOwners } from './owners/seed-owners.js';

/** api/: the nearest folder above this file with a package.json (src/ under tsx, dist/src/ when built). */
function apiRootOf(file: string): string {
  let dir = dirname(file);
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

const apiRoot = apiRootOf(fileURLToPath(import.meta.url));
const config = loadConfigOrExit(apiRoot);
const db = await openDatabase(config.databaseFile);
const now = new Date();
await seedCatalogue(db, { properties, propertyTypes, cities, projects, siteConfig, menuPages, regions });
await seedOwners(db, properties, now);
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
