import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** A picture the import stored before: served at `mediaPath`, `width`×`height` as downloaded. */
export type StoredRecord = { mediaPath: string; width: number; height: number };
/** What the feed said of the picture when it was downloaded (`FeedPicture.version`; null: nothing). */
export type StoredVersion = { version: string | null };

/** The stored ones among these source URLs, by URL (one query for all of a property's pictures). */
export async function storedRecords(
  db: Kysely<Database>,
  urls: readonly string[],
): Promise<Map<string, StoredRecord & StoredVersion>> {
  if (urls.length === 0) return new Map();
  const rows = await db
    .selectFrom('import_pictures')
    .select(['source_url', 'media_path', 'width', 'height', 'source_version'])
    .where('source_url', 'in', urls)
    .where('media_path', 'is not', null)
    .execute();
  return new Map(
    rows.map((row) => [
      row.source_url,
      {
        mediaPath: row.media_path ?? '',
        width: row.width ?? 0,
        height: row.height ?? 0,
        version: row.source_version,
      },
    ]),
  );
}

/** A download that worked: its failures are forgotten. */
export async function recordStored(
  db: Kysely<Database>,
  sourceUrl: string,
  stored: StoredRecord & StoredVersion & { contentHash: string },
  at: Date,
): Promise<void> {
  const values = {
    media_path: stored.mediaPath,
    content_hash: stored.contentHash,
    source_version: stored.version,
    width: stored.width,
    height: stored.height,
    fetched_at: at.toISOString(),
    failed_at: null,
    attempts: 0,
    last_error: null,
  };
  await db
    .insertInto('import_pictures')
    .values({ source_url: sourceUrl, ...values })
    .onConflict((conflict) => conflict.column('source_url').doUpdateSet(values))
    .execute();
}

/** A download that failed: `attempts` counts the failures in a row, the next run tries again. */
export async function recordFailure(db: Kysely<Database>, sourceUrl: string, error: string, at: Date): Promise<void> {
  const failure = { failed_at: at.toISOString(), last_error: error.slice(0, 500) };
  await db
    .insertInto('import_pictures')
    .values({ source_url: sourceUrl, attempts: 1, ...failure })
    .onConflict((conflict) =>
      conflict
        .column('source_url')
        .doUpdateSet((eb) => ({ ...failure, attempts: eb('import_pictures.attempts', '+', 1) })),
    )
    .execute();
}
