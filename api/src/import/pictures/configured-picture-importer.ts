import type { Kysely } from 'kysely';
import type { ApiConfig } from '../../config.js';
import type { Database } from '../../db/schema.js';
import { configuredPictureStore } from '../../media/configured-picture-store.js';
import { pictureImporter, type PictureImporter } from './import-pictures.js';

type PictureConfig = Pick<ApiConfig, 'pictureStore' | 'dataDir' | 'pictureLimits' | 'importAllowPrivateHosts'>;

/** The picture importer the configuration asks for: its store (the one /media reads), limits and private-host rule. */
export function configuredPictureImporter(config: PictureConfig, db: Kysely<Database>): PictureImporter {
  return pictureImporter(db, configuredPictureStore(config, db), {
    ...config.pictureLimits,
    ...(config.importAllowPrivateHosts ? { allowPrivate: true as const } : {}),
  });
}
