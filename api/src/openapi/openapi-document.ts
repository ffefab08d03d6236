import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cities, menuPages, projects, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { seedCatalogue } from '../db/seed-catalogue.js';

/** A push secret for describing the push route; the document needs the route, not a real secret. */
const DESCRIBING_SECRET = 'the-openapi-document-describes-the-push-route';

/**
 * The OpenAPI document of the API, as /api/docs shows it: an app built on an empty database of its
 * own (every route registered, the push route included), asked for its description, closed.
 */
export async function openApiDocument(apiRoot: string): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-openapi-'));
  try {
    const config = loadConfig(apiRoot, {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      STATIC_ROOT: '',
      IMPORT_PUSH_SECRET: DESCRIBING_SECRET,
    });
    const db = await openDatabase(config);
    // The site's settings the app reads at start; no property is needed to describe the routes.
    await seedCatalogue(db, { properties: [], propertyTypes, cities, projects, siteConfig, menuPages, regions });
    const app = await buildApp({
      config,
      db,
      logger: false,
      transport: async () => {},
      renderSlot: async () => undefined,
    });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
      await db.destroy();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
