import * as polylineModule from '@googlemaps/polyline-codec';
import { AREA_SEPARATOR, MAX_AREA_LENGTH, MAX_AREA_POINTS, MAX_AREAS, MIN_AREA_POINTS } from './area-limits.js';

/** A point as the polyline format orders it: latitude first (GeoJSON, and Turf, put longitude first). */
export type LatLng = [lat: number, lng: number];
/** One closed ring, its first point not repeated at the end. */
export type Area = LatLng[];

type PolylineCodec = Pick<typeof polylineModule, 'encode' | 'decode'>;

// The package ships an ES module (what bundlers read, through its `module` field) and a UMD `main`,
// which Node's ES module loader (the API runs its build with plain `node`) sees as CommonJS without
// named exports: the functions are then on its default export. Reflect.get, so that bundlers do not
// warn about a `default` the ES module does not have.
const codec: PolylineCodec =
  'decode' in polylineModule ? polylineModule : (Reflect.get(polylineModule, 'default') as PolylineCodec);

/** Five decimals: about 1 m on the ground, as precise as a hand-drawn line means anything. */
const PRECISION = 5;

function samePoint(a: LatLng | undefined, b: LatLng | undefined): boolean {
  return a !== undefined && b !== undefined && a[0] === b[0] && a[1] === b[1];
}

/** The ring without a closing point that repeats its first (GeoJSON rings repeat it, ours do not). */
function openRing(area: readonly LatLng[]): LatLng[] {
  return area.length > 1 && samePoint(area[0], area.at(-1)) ? area.slice(0, -1) : [...area];
}

/**
 * The `area` parameter of a list query for these areas. It does not enforce the limits (a drawing
 * with too many corners is simplified by whoever drew it): decodeAreas of the result says whether the
 * API accepts it.
 */
export function encodeAreas(areas: readonly Area[]): string {
  return areas.map((area) => codec.encode(openRing(area), PRECISION)).join(AREA_SEPARATOR);
}

function validPoint([lat, lng]: LatLng): boolean {
  return Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
}

/**
 * The points of a polyline, or null when it is not one. The decoder never fails: a foreign
 * character, a truncated number or a point without its longitude decode to some points all the same.
 * A string is a polyline when encoding what it decodes to gives it back.
 */
function decodePolyline(encoded: string): LatLng[] | null {
  const points = codec.decode(encoded, PRECISION) as LatLng[];
  return codec.encode(points, PRECISION) === encoded ? points : null;
}

function decodeArea(encoded: string): Area | null {
  const points = decodePolyline(encoded);
  if (!points) return null;
  const ring = openRing(points);
  if (ring.length < MIN_AREA_POINTS || ring.length > MAX_AREA_POINTS) return null;
  return ring.every(validPoint) ? ring : null;
}

/**
 * The areas of an `area` parameter, or null when anything is off (empty, too long, too many areas,
 * a ring with too few or too many points, a coordinate out of range, not a polyline): the API answers
 * 400 and a page's URL drops the parameter, rather than guess which part the visitor meant.
 */
export function decodeAreas(text: string): Area[] | null {
  if (text === '' || text.length > MAX_AREA_LENGTH) return null;
  const parts = text.split(AREA_SEPARATOR);
  if (parts.length > MAX_AREAS) return null;
  const areas: Area[] = [];
  for (const part of parts) {
    const area = decodeArea(part);
    if (!area) return null;
    areas.push(area);
  }
  return areas;
}
