import { decodeAreas, MAX_AREA_POINTS, MAX_AREAS, type Area } from '@immo/shared';
import { areaParam, areasOf, viewArea } from './areas';

/** A ring of `points` corners around Gent. */
function ring(points: number, radius = 0.05): Area {
  return Array.from({ length: points }, (_, index) => {
    const angle = (2 * Math.PI * index) / points;
    return [51.05 + radius * Math.sin(angle), 3.72 + radius * Math.cos(angle)];
  });
}

const rounded = (areas: readonly Area[]) =>
  areas.map((area) => area.map(([lat, lng]) => [Number(lat.toFixed(5)), Number(lng.toFixed(5))]));

describe('the area parameter of a list', () => {
  it('is the encoded areas, which read back as drawn (to 5 decimals)', () => {
    const drawn = [ring(4), ring(7, 0.02)];
    const result = areaParam(drawn);
    expect(result).not.toHaveProperty('refused');
    const { area } = result as { area: string };
    expect(area.split('.')).toHaveLength(2);
    expect(decodeAreas(area)).toEqual(rounded(drawn));
    expect(areasOf(area)).toEqual(rounded(drawn));
  });

  it('is removed when no area is left', () => {
    expect(areaParam([])).toEqual({ area: null });
    expect(areasOf(undefined)).toEqual([]);
  });

  it('refuses a drawing the API would not take, rather than change it, and says which limit it hit', () => {
    expect(areaParam([ring(MAX_AREA_POINTS)])).not.toHaveProperty('refused');
    expect(areaParam([ring(MAX_AREA_POINTS + 1)])).toEqual({ refused: 'corners' });
    expect(areaParam(Array.from({ length: MAX_AREAS + 1 }, () => ring(4)))).toEqual({ refused: 'areas' });
    // Five areas of 100 corners far apart are within the point limits but over the URL's 2,000 characters.
    const large = Array.from({ length: MAX_AREAS }, (_, i) => ring(MAX_AREA_POINTS, 0.5 + i / 10));
    expect(large.every((area) => !('refused' in areaParam([area])))).toBe(true);
    expect(areaParam(large)).toEqual({ refused: 'length' });
  });
});

describe('the map view as an area (the keyboard way)', () => {
  it('is the rectangle of the view, corner by corner', () => {
    expect(viewArea({ south: 51.0, west: 3.6, north: 51.1, east: 3.8 })).toEqual([
      [51.1, 3.6],
      [51.1, 3.8],
      [51.0, 3.8],
      [51.0, 3.6],
    ]);
  });

  it('is cut to the edges of the world when zoomed out past them, so that it encodes', () => {
    const world = viewArea({ south: -120, west: -540, north: 95, east: 400 });
    expect(world).toEqual([
      [90, -180],
      [90, 180],
      [-90, 180],
      [-90, -180],
    ]);
    expect(areaParam([world])).not.toHaveProperty('refused');
  });
});
