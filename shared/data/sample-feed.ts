import type { CatalogueProperty } from '../src/entities/property.js';
import { properties } from './properties.js';

/** The source name the sample catalogue is imported under. */
export const SAMPLE_FEED_SOURCE = 'sample';

/** One property as the import format takes it (api/README, "Import"): our fields, pictures by URL. */
export type SampleFeedProperty = Omit<CatalogueProperty, 'ID' | 'SmallPictureItem' | 'Pictures'> & {
  externalId: string;
  publicId: number;
  Pictures: Array<{ url: string; name: string }>;
};

export type SampleFeed = {
  format: 'immo-feed';
  version: 1;
  source: string;
  properties: SampleFeedProperty[];
};

function feedProperty({ ID, SmallPictureItem: _cover, Pictures, ...fields }: CatalogueProperty): SampleFeedProperty {
  return {
    // The sample's own ids are its references: the importer keeps them as the public ids, so links
    // and tests that name a sample property keep working.
    externalId: `SAMPLE-${ID}`,
    publicId: ID,
    ...fields,
    Pictures: Pictures.map((picture) => ({ url: picture.Url, name: picture.Name })),
  };
}

/**
 * The sample catalogue as a feed of our import format: `npm start` seeds an empty database by
 * importing it (`sample-feed.json`, written from this by `npm run sample-feed -w @immo/shared`), so
 * the demo goes through the importer an agency's own feed goes through.
 */
export function sampleFeed(): SampleFeed {
  return { format: 'immo-feed', version: 1, source: SAMPLE_FEED_SOURCE, properties: properties.map(feedProperty) };
}
