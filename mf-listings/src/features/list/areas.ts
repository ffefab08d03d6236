import {
  decodeAreas,
  encodeAreas,
  MAX_AREA_LENGTH,
  MAX_AREA_POINTS,
  MAX_AREAS,
  type Area,
  type LatLng,
} from '@immo/shared';

/** The drawn areas of a list's `area` parameter; none when it is absent (the URL reader drops a bad one). */
export function areasOf(param: string | undefined): Area[] {
  return param ? (decodeAreas(param) ?? []) : [];
}

/** The limit a drawing went over: corners of one area, the number of areas, or the length of them all. */
export type AreaRefusal = 'corners' | 'areas' | 'length';

/** Which limit these areas, encoded as `area`, go over (the API's rule is decodeAreas'). */
function refusalOf(areas: readonly Area[], area: string): AreaRefusal {
  if (areas.length > MAX_AREAS) return 'areas';
  if (areas.some((one) => one.length > MAX_AREA_POINTS)) return 'corners';
  if (area.length > MAX_AREA_LENGTH) return 'length';
  return 'corners'; // a ring with too few corners (Geoman closes none with fewer than three)
}

/**
 * The `area` parameter for these areas: null for none, or the limit they go over when the API would
 * not take them. A drawing is refused rather than simplified: the visitor sees what they drew or
 * a message that says which limit it hit, never an area that differs from their drawing (see the README).
 */
export function areaParam(areas: readonly Area[]): { area: string | null } | { refused: AreaRefusal } {
  if (areas.length === 0) return { area: null };
  const area = encodeAreas(areas);
  return decodeAreas(area) === null ? { refused: refusalOf(areas, area) } : { area };
}

/** A map's view as Leaflet's LatLngBounds reports it. */
export type ViewBounds = { south: number; west: number; north: number; east: number };

const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));

/**
 * The map's view as an area, a rectangle (the keyboard's equivalent of drawing). A view zoomed out
 * past the edges of the world is cut to them: a polyline point is a real latitude and longitude.
 */
export function viewArea({ south, west, north, east }: ViewBounds): Area {
  const [s, n] = [clamp(south, 90), clamp(north, 90)];
  const [w, e] = [clamp(west, 180), clamp(east, 180)];
  const corners: LatLng[] = [
    [n, w],
    [n, e],
    [s, e],
    [s, w],
  ];
  return corners;
}
