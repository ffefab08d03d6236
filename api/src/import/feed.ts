import type { CatalogueProperty } from '@immo/shared';

/** A picture as a feed names it: fetched and stored by the picture importer (pictures/…), or a site path kept as it is. */
/** A picture a feed names; `version` (its hash or date in the source) changes when its bytes do. */
export type FeedPicture = { url: string; name?: string; version?: string };

/** One property as a feed gives it: our catalogue record without our ID and cover, its pictures by URL. */
export type ImportedProperty = Omit<CatalogueProperty, 'ID' | 'SmallPictureItem' | 'Pictures'> & {
  Pictures: FeedPicture[];
};

/** Why a record was left out: the field at fault (a path such as `Title.nl`) and what is wrong with it. */
export type Rejection = { field: string; reason: string };

/** A record that passed validation. `position` counts records from 1 in feed order. */
export type ValidEntry = {
  position: number;
  externalId: string;
  /** The public ID a first import should give it (a previous site's reference), taken only if free. */
  publicId?: number;
  property: ImportedProperty;
};

/** A record that did not: reported, skipped, the rest of the feed goes in. */
export type RejectedEntry = { position: number; externalId?: string; rejection: Rejection };

export type FeedEntry = ValidEntry | RejectedEntry;

export type FeedFormat = 'json' | 'kyero';

/** A feed read by its adapter (adapters/…): every record validated, nothing written yet. */
export type ParsedFeed = {
  source: string;
  format: FeedFormat;
  records: FeedEntry[];
  /** External ids the feed says are gone (delta mode). */
  withdrawn: string[];
};

/** A feed that cannot be read at all (not JSON/XML, wrong envelope, too big, hostile XML): nothing changes. */
export class UnreadableFeed extends Error {
  override name = 'UnreadableFeed';
}

export function isRejected(entry: FeedEntry): entry is RejectedEntry {
  return 'rejection' in entry;
}
