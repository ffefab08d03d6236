import { booleanPointInPolygon } from '@turf/boolean-point-in-polygon';
import { polygon } from '@turf/helpers';
import type { Area } from './area-codec.js';

/**
 * The ring as a GeoJSON polygon: longitude first, closed by repeating its first point, with its
 * bounding box ([west, south, east, north]), which booleanPointInPolygon tests first when a polygon
 * carries one (turf's `polygon` does not compute it).
 */
function toPolygon(area: Area) {
  const ring = area.map(([lat, lng]) => [lng, lat]);
  const first = ring[0];
  const lngs = area.map(([, lng]) => lng);
  const lats = area.map(([lat]) => lat);
  const bbox: [number, number, number, number] = [
    Math.min(...lngs),
    Math.min(...lats),
    Math.max(...lngs),
    Math.max(...lats),
  ];
  return polygon([first ? [...ring, first] : ring], {}, { bbox });
}

/**
 * Whether a point is inside any of the areas (a point on an edge counts as inside), made once per
 * search so that the polygons (and their bounding boxes) are built once, not once per property. Turf
 * handles concave rings, and skips the ring of a polygon whose bounding box leaves the point out.
 */
export function areaMatcher(areas: readonly Area[]): (point: { lat: number; lng: number }) => boolean {
  const polygons = areas.map(toPolygon);
  return ({ lat, lng }) => polygons.some((shape) => booleanPointInPolygon([lng, lat], shape));
}
