import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { PictureStore } from './picture-store.js';

/**
 * Imported pictures in the `picture_blobs` table (PICTURE_STORE=database): every instance on the
 * database reads them with no shared folder. Each is read once per variant made, as the variants
 * are cached on the instance's disk.
 */
export function databasePictureStore(db: Kysely<Database>): PictureStore {
  return {
    async put(mediaPath, bytes, contentType) {
      await db
        .insertInto('picture_blobs')
        .values({ media_path: mediaPath, content_type: contentType, data: bytes })
        .onConflict((conflict) => conflict.column('media_path').doNothing())
        .execute();
    },
    async get(mediaPath) {
      const row = await db
        .selectFrom('picture_blobs')
        .select(['content_type', 'data'])
        .where('media_path', '=', mediaPath)
        .executeTakeFirst();
      return row ? { bytes: Buffer.from(row.data), contentType: row.content_type } : null;
    },
  };
}
