import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { properties } from './properties.js';
import { sampleFeed } from './sample-feed.js';

describe('the sample catalogue as a feed file', () => {
  it('is the sample catalogue as it stands (npm run sample-feed -w @immo/shared writes it again)', () => {
    const written: unknown = JSON.parse(readFileSync(join(__dirname, 'sample-feed.json'), 'utf8'));
    expect(written).toEqual(sampleFeed());
  });

  it('keeps every sample property, its reference as public id and its pictures in order', () => {
    const feed = sampleFeed();
    expect(feed.properties.map((property) => property.publicId)).toEqual(properties.map((property) => property.ID));
    expect(feed.properties[0]?.Pictures.map((picture) => picture.url)).toEqual(
      properties[0]?.Pictures.map((picture) => picture.Url),
    );
  });
});
