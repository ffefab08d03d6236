import { GHENT_SQUARE, LIEGE_SQUARE } from '@immo/shared/test-support';
import {
  AREA_SEPARATOR,
  areaMatcher,
  decodeAreas,
  encodeAreas,
  MAX_AREA_LENGTH,
  MAX_AREA_POINTS,
  MAX_AREAS,
  MIN_AREA_POINTS,
  type Area,
  type LatLng,
} from './index.js';

const ghent = GHENT_SQUARE;
const liege = LIEGE_SQUARE;
/** A U: two arms up from a base, the notch between them open to the north. */
const horseshoe: Area = [
  [51.03, 3.7],
  [51.03, 3.76],
  [51.07, 3.76],
  [51.07, 3.74],
  [51.045, 3.74],
  [51.045, 3.72],
  [51.07, 3.72],
  [51.07, 3.7],
];

/** A ring of `count` points, each far from the last, so that every point takes many characters. */
function zigzag(count: number): Area {
  return Array.from({ length: count }, (_, index): LatLng => (index % 2 ? [80, 170] : [-80, -170 + index / 100]));
}
/** A small ring of `count` points around Ghent. */
function ring(count: number): Area {
  return Array.from({ length: count }, (_, index): LatLng => [51 + Math.sin(index) / 100, 3.7 + Math.cos(index) / 100]);
}

describe('encodeAreas and decodeAreas', () => {
  it('round-trips areas at five decimals, and an encoded string unchanged', () => {
    const areas: Area[] = [
      ghent,
      [
        [51.123456, 3.654321],
        [51.2, 3.6],
        [51.1, 3.5],
      ],
    ];
    const text = encodeAreas(areas);
    expect(text.split(AREA_SEPARATOR)).toHaveLength(2);
    expect(decodeAreas(text)).toEqual([
      ghent,
      [
        [51.12346, 3.65432],
        [51.2, 3.6],
        [51.1, 3.5],
      ],
    ]);
    expect(encodeAreas(decodeAreas(text) ?? [])).toBe(text);
  });

  it('keeps west and south of Greenwich and the equator', () => {
    const area: Area = [
      [-33.9, -70.6],
      [-33.8, -70.6],
      [-33.8, -70.5],
    ];
    expect(decodeAreas(encodeAreas([area]))).toEqual([area]);
  });

  it('drops a closing point that repeats the first, when encoding and when decoding', () => {
    const closed = [...ghent, ghent[0] as LatLng];
    expect(encodeAreas([closed])).toBe(encodeAreas([ghent]));
    expect(decodeAreas(encodeAreas([closed]))).toEqual([ghent]);
  });
});

describe('decodeAreas refuses', () => {
  const valid = encodeAreas([ghent]);

  it('an empty parameter', () => expect(decodeAreas('')).toBeNull());

  it(`more than ${MAX_AREA_LENGTH} characters`, () => {
    const long = [zigzag(MAX_AREA_POINTS), zigzag(MAX_AREA_POINTS), zigzag(MAX_AREA_POINTS)];
    expect(long.every((area) => decodeAreas(encodeAreas([area])) !== null)).toBe(true);
    expect(encodeAreas(long).length).toBeGreaterThan(MAX_AREA_LENGTH);
    expect(decodeAreas(encodeAreas(long))).toBeNull();
  });

  it(`more than ${MAX_AREAS} areas`, () => {
    expect(decodeAreas(encodeAreas(Array(MAX_AREAS).fill(ghent)))).toHaveLength(MAX_AREAS);
    expect(decodeAreas(encodeAreas(Array(MAX_AREAS + 1).fill(ghent)))).toBeNull();
  });

  it(`a ring of fewer than ${MIN_AREA_POINTS} points`, () => {
    expect(decodeAreas(encodeAreas([ring(MIN_AREA_POINTS)]))).toHaveLength(1);
    expect(decodeAreas(encodeAreas([ring(MIN_AREA_POINTS - 1)]))).toBeNull();
    // Three points of which the last closes the ring are two corners.
    expect(decodeAreas(encodeAreas([[...ring(2), ring(1)[0] as LatLng]]))).toBeNull();
  });

  it(`a ring of more than ${MAX_AREA_POINTS} points`, () => {
    expect(decodeAreas(encodeAreas([ring(MAX_AREA_POINTS)]))).toHaveLength(1);
    expect(decodeAreas(encodeAreas([ring(MAX_AREA_POINTS + 1)]))).toBeNull();
  });

  it('a latitude or a longitude out of range', () => {
    const corners: Area = [
      [90, 180],
      [-90, -180],
      [0, 0],
    ];
    expect(decodeAreas(encodeAreas([corners]))).toHaveLength(1);
    expect(decodeAreas(encodeAreas([[[90.00001, 3.7], ...ring(2)]]))).toBeNull();
    expect(decodeAreas(encodeAreas([[[51, -180.00001], ...ring(2)]]))).toBeNull();
  });

  it('what is not a polyline: a foreign character, a truncated number, a point without its longitude, an empty area', () => {
    expect(decodeAreas(`${valid.slice(0, 4)} ${valid.slice(4)}`)).toBeNull();
    expect(decodeAreas(`${valid}!`)).toBeNull();
    expect(decodeAreas(valid.slice(0, -1))).toBeNull();
    expect(decodeAreas(`${valid}?`)).toBeNull(); // '?' is the number 0: a latitude alone
    expect(decodeAreas(`${valid}${AREA_SEPARATOR}`)).toBeNull();
    expect(decodeAreas(`${valid}${AREA_SEPARATOR}${AREA_SEPARATOR}${valid}`)).toBeNull();
  });
});

describe('areaMatcher', () => {
  it('finds a point inside a concave area, and not in its notch', () => {
    const inside = areaMatcher([horseshoe]);
    expect(inside({ lat: 51.06, lng: 3.71 })).toBe(true); // the west arm
    expect(inside({ lat: 51.06, lng: 3.75 })).toBe(true); // the east arm
    expect(inside({ lat: 51.035, lng: 3.73 })).toBe(true); // the base
    expect(inside({ lat: 51.06, lng: 3.73 })).toBe(false); // the notch
    expect(inside({ lat: 51.02, lng: 3.73 })).toBe(false); // south of it all
  });

  it('reads latitude and longitude the right way round', () => {
    const inside = areaMatcher([ghent]);
    expect(inside({ lat: 51.05, lng: 3.72 })).toBe(true);
    expect(inside({ lat: 3.72, lng: 51.05 })).toBe(false);
  });

  it('finds a point inside any of two areas', () => {
    const inside = areaMatcher(decodeAreas(encodeAreas([ghent, liege])) ?? []);
    expect(inside({ lat: 51.05, lng: 3.72 })).toBe(true);
    expect(inside({ lat: 50.64, lng: 5.57 })).toBe(true);
    expect(inside({ lat: 50.85, lng: 4.35 })).toBe(false); // Brussels, between them
  });

  it('counts the edges and corners of an area as inside, and nothing just beyond them', () => {
    const inside = areaMatcher([ghent]);
    expect(inside({ lat: 51.04, lng: 3.72 })).toBe(true); // the south edge
    expect(inside({ lat: 51.05, lng: 3.74 })).toBe(true); // the east edge
    expect(inside({ lat: 51.07, lng: 3.7 })).toBe(true); // the north-west corner
    expect(inside({ lat: 51.05, lng: 3.74001 })).toBe(false);
    expect(inside({ lat: 51.03999, lng: 3.72 })).toBe(false);
  });

  it('finds nothing in no area', () => expect(areaMatcher([])({ lat: 51.05, lng: 3.72 })).toBe(false));
});
