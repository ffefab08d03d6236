import { createHash } from 'node:crypto';
import type { Picture } from '@immo/shared';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '@immo/shared/data';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { importedMediaPath, IMPORTED_FORMATS } from '../../media/imported-media-path.js';
import type { PictureStore } from '../../media/picture-store.js';
import type { FeedPicture } from '../feed.js';
import { safeFetch } from '../safe-fetch/safe-fetch.js';
import { downloadSlots } from './download-slots.js';
import { recordFailure, recordStored, storedRecords, type StoredRecord } from './picture-records.js';
import { sniffPicture } from './sniff-picture.js';

export type PictureFailure = { url: string; reason: string };

export type PicturesResult = {
  /** The site's pictures in feed order; those that failed are left out. */
  pictures: Picture[];
  /** Downloaded now. */
  fetched: number;
  /** Stored by an earlier run (or a download running for another property): no request. */
  reused: number;
  failures: PictureFailure[];
  /** Some download failed: the next run tries it again. */
  pending: boolean;
};

export type PictureImporter = {
  picturesOf(externalId: string, pictures: readonly FeedPicture[]): Promise<PicturesResult>;
};

export type PictureLimits = {
  /** PICTURE_MAX_BYTES: a larger download is refused and aborted. */
  maxBytes: number;
  /** PICTURE_MAX_PER_PROPERTY: pictures after this many are left out (and reported). */
  maxPerProperty: number;
  /** PICTURE_FETCH_TIMEOUT_MS: one picture's download, redirects included. */
  timeoutMs: number;
  /** Downloads at once, across every property of the run (default 4). */
  concurrency?: number;
  /** IMPORT_ALLOW_PRIVATE_HOSTS (local testing only), or tests' local servers: see safeFetch. */
  allowPrivate?: true | readonly string[];
  now?: () => Date;
};

/** Downloads one picture's bytes; refusals and failures throw, their message is what the report shows. */
export type PictureFetcher = (url: string) => Promise<Buffer>;

type Outcome =
  { kind: 'site' } | { kind: 'fetched' | 'reused'; record: StoredRecord } | { kind: 'failed'; reason: string };

/** A path on this site (the sample catalogue's `/media/{id}/{n}.jpg`): kept as it is, never fetched. */
const SITE_PATH = /^\/media\/[A-Za-z0-9_-]+\/[A-Za-z0-9_.-]+$/;

function safePictureFetcher(limits: PictureLimits): PictureFetcher {
  return async (url) => {
    const fetched = await safeFetch(url, {
      maxBytes: limits.maxBytes,
      timeoutMs: limits.timeoutMs,
      accept: Object.values(IMPORTED_FORMATS)
        .map((format) => format.contentType)
        .join(', '),
      ...(limits.allowPrivate ? { allowPrivate: limits.allowPrivate } : {}),
    });
    return fetched.body;
  };
}

/**
 * The pictures of an import, keyed by source URL in `import_pictures`: each is downloaded once (by
 * the safe fetcher), sniffed, stored under the SHA-256 of its bytes and reused by later runs without
 * a request; a URL that changes is a new picture. One that fails is recorded and left out, and its
 * property goes in without it; the next run tries it again. Call it outside the run's transaction:
 * downloads must not hold one, and a picture stored stays stored whatever becomes of the run.
 */
export function pictureImporter(
  db: Kysely<Database>,
  store: PictureStore,
  limits: PictureLimits,
  fetcher: PictureFetcher = safePictureFetcher(limits),
): PictureImporter {
  const now = limits.now ?? (() => new Date());
  const slot = downloadSlots(limits.concurrency ?? 4);
  const inFlight = new Map<string, Promise<Outcome>>();

  const fetchAndStore = async (url: string, version: string | null): Promise<Outcome> => {
    try {
      const bytes = await fetcher(url);
      const sniffed = await sniffPicture(bytes);
      const contentHash = createHash('sha256').update(bytes).digest('hex');
      const record = {
        mediaPath: importedMediaPath(contentHash, sniffed.format),
        width: sniffed.width,
        height: sniffed.height,
      };
      await store.put(record.mediaPath, bytes, IMPORTED_FORMATS[sniffed.format].contentType);
      await recordStored(db, url, { ...record, contentHash, version }, now());
      return { kind: 'fetched', record };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await recordFailure(db, url, reason, now());
      return { kind: 'failed', reason };
    }
  };

  // Two properties naming one URL share its download; the second counts it as reused.
  const download = (url: string, version: string | null): Promise<Outcome> => {
    const running = inFlight.get(url);
    if (running)
      return running.then((outcome) => (outcome.kind === 'fetched' ? { ...outcome, kind: 'reused' } : outcome));
    const job = slot(() => fetchAndStore(url, version)).finally(() => inFlight.delete(url));
    inFlight.set(url, job);
    return job;
  };

  return {
    async picturesOf(_externalId, pictures) {
      const kept = pictures.slice(0, limits.maxPerProperty);
      const stored = await storedRecords(db, [...new Set(kept.map((picture) => picture.url))]);
      const outcomes = await Promise.all(
        kept.map((picture): Promise<Outcome> | Outcome => {
          if (SITE_PATH.test(picture.url)) return { kind: 'site' };
          // Downloaded once; again only when the feed says the picture changed at the same URL.
          const record = stored.get(picture.url);
          const version = picture.version ?? null;
          return record && record.version === version ? { kind: 'reused', record } : download(picture.url, version);
        }),
      );
      return summary(kept, outcomes, pictures.slice(limits.maxPerProperty), limits.maxPerProperty);
    },
  };
}

function summary(
  kept: readonly FeedPicture[],
  outcomes: readonly Outcome[],
  over: readonly FeedPicture[],
  maxPerProperty: number,
): PicturesResult {
  const result: PicturesResult = { pictures: [], fetched: 0, reused: 0, failures: [], pending: false };
  kept.forEach((feedPicture, index) => {
    const outcome = outcomes[index] ?? { kind: 'failed', reason: 'missing' };
    if (outcome.kind === 'failed') {
      result.failures.push({ url: feedPicture.url, reason: outcome.reason });
      result.pending = true;
      return;
    }
    if (outcome.kind === 'fetched') result.fetched++;
    if (outcome.kind === 'reused') result.reused++;
    result.pictures.push(
      sitePicture(feedPicture, outcome.kind === 'site' ? feedPicture.url : outcome.record.mediaPath),
    );
  });
  // More pictures than allowed: another run would not take them either, so nothing is pending.
  for (const feedPicture of over)
    result.failures.push({ url: feedPicture.url, reason: `tooMany: more than ${maxPerProperty} pictures` });
  return result;
}

/**
 * A picture as the catalogue shows it. Its size is the one served (every variant is cut to the
 * site's 3:2, media/picture-variants.ts), its ID a number drawn from its path: stable across
 * imports, distinct within a property.
 */
function sitePicture(feedPicture: FeedPicture, url: string): Picture {
  const ID = Number.parseInt(createHash('sha256').update(url).digest('hex').slice(0, 8), 16) >>> 1;
  return { ID, Name: feedPicture.name ?? '', Url: url, Width: PICTURE_WIDTH, Height: PICTURE_HEIGHT };
}
