import { parseVideo } from '../src/format/video.js';
import { videoEmbedUrl, virtualTourEmbedUrl } from '../src/media/embed-frames.js';
import { properties } from './index.js';

const withVideo = properties.filter((property) => property.Video !== undefined);
const withTour = properties.filter((property) => property.VirtualTour !== undefined);

describe('videos and virtual tours of the sample catalogue', () => {
  it('has YouTube and Vimeo videos and two virtual tours, on properties one can visit', () => {
    expect(withVideo.map((property) => parseVideo(property.Video)?.provider).sort()).toEqual([
      'vimeo',
      'youtube',
      'youtube',
      'youtube',
    ]);
    expect(withTour).toHaveLength(2);
    for (const property of [...withVideo, ...withTour]) {
      expect({ id: property.ID, marquee: property.Marquee, country: property.CountryID }).toEqual({
        id: property.ID,
        marquee: 0,
        country: 10,
      });
    }
    expect(withVideo.some((property) => property.Goal !== 0 && property.MainTypeName === 'Apartment')).toBe(true);
  });

  it('frames every one of them from a source the site allows', () => {
    for (const property of withVideo) expect(videoEmbedUrl(parseVideo(property.Video)!)).toMatch(/^https:\/\//);
    for (const property of withTour) expect(virtualTourEmbedUrl(property.VirtualTour)).toBe(property.VirtualTour);
  });
});
