/** A place with optional coordinates (a property or a project whose location is public). */
export type Located = { ID: number; Latitude?: number | undefined; Longitude?: number | undefined; City: string };

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * "Similar projects": the others, nearest first to `origin`. One without a public location counts
 * as next door when it is in the origin's city, else it comes last; ties keep the list's order.
 */
export function nearestFirst<T extends Located>(
  items: readonly T[],
  origin: Located | null | undefined,
  exclude?: number,
): T[] {
  const others = items.filter((item) => item.ID !== exclude);
  if (!origin) return others;
  const from =
    origin.Latitude !== undefined && origin.Longitude !== undefined
      ? { lat: origin.Latitude, lng: origin.Longitude }
      : null;
  const rank = (item: T): number => {
    if (from && item.Latitude !== undefined && item.Longitude !== undefined)
      return distanceKm(from, { lat: item.Latitude, lng: item.Longitude });
    return item.City === origin.City ? 0 : Number.POSITIVE_INFINITY;
  };
  return others
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}
