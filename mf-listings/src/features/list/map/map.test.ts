import { card } from '../../../../test/render';
import { mapMarkers } from './map-markers';
import { DEFAULT_MAP_TILES, mapTileUrl } from '@immo/shared';

describe('map of a list', () => {
  it('has a marker for each property with a public location', () => {
    const { markers, unplaced } = mapMarkers(
      [card({ ID: 1 }), card({ ID: 2, Latitude: undefined, Longitude: undefined, PublishAddress: false })],
      'en',
    );
    expect(markers).toEqual([
      {
        id: 1,
        lat: 51.05,
        lng: 3.72,
        title: 'House 1 with garden',
        label: 'House · 9000 Gent',
        price: '€\u00a0325.000',
      },
    ]);
    expect(unplaced).toBe(1);
  });

  it('takes tiles from a configured URL, else the default', () => {
    expect(mapTileUrl('https://tiles.example/{z}/{x}/{y}.png')).toBe('https://tiles.example/{z}/{x}/{y}.png');
    expect(mapTileUrl('javascript:alert(1)//{z}{x}{y}')).toBe(DEFAULT_MAP_TILES);
    expect(mapTileUrl('https://tiles.example/')).toBe(DEFAULT_MAP_TILES);
    expect(mapTileUrl(undefined)).toBe(DEFAULT_MAP_TILES);
  });
});
