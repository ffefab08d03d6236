import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { databasePictureStore } from './database-picture-store.js';
import { folderPictureStore } from './folder-picture-store.js';
import type { PictureStore } from './picture-store.js';

/** The store PICTURE_STORE names; the server's media routes and the importer must use the same one. */
export function configuredPictureStore(
  config: Pick<ApiConfig, 'pictureStore' | 'dataDir'>,
  db: Kysely<Database>,
): PictureStore {
  return config.pictureStore === 'database'
    ? databasePictureStore(db)
    : folderPictureStore(join(config.dataDir, 'imported-media'));
}
