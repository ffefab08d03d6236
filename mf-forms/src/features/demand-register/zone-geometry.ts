/** A point on the map, in degrees. */
export type LatLng = { lat: number; lng: number };

/** A zone with the point that stands for it on the map. */
export type PlacedZone = LatLng & { id: string };

/**
 * Whether a point lies inside a polygon (ray casting on longitude and latitude: across the few
 * tens of kilometres a visitor draws, the map's projection keeps the shape). A point on an edge
 * may fall either way.
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    const crosses =
      a.lat > point.lat !== b.lat > point.lat &&
      point.lng < ((b.lng - a.lng) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lng;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** The ids of the zones whose point lies inside the area a visitor drew (three corners at least). */
export function zonesInside(polygon: readonly LatLng[], zones: readonly PlacedZone[]): string[] {
  if (polygon.length < 3) return [];
  return zones.filter((zone) => pointInPolygon(zone, polygon)).map((zone) => zone.id);
}
