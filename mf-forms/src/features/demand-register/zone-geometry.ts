import { areaMatcher } from '@immo/shared';

/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number };

/** A zone with the point that stands for it on the map. */
export type PlacedZone = LatLng & { id: string };

/**
 * The ids of the zones whose point lies inside the area a visitor drew (three corners at least),
 * by the lists' own drawn-area rule (`areaMatcher`: Turf, a point on an edge counts as inside).
 */
export function zonesInside(polygon: readonly LatLng[], zones: readonly PlacedZone[]): string[] {
  if (polygon.length < 3) return [];
  const inside = areaMatcher([polygon.map(({ lat, lng }): [number, number] => [lat, lng])]);
  return zones.filter((zone) => inside(zone)).map((zone) => zone.id);
}
