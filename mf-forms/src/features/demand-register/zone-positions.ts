import type { LatLng, PlacedZone } from './zone-geometry.js';
import type { Zone } from './region-tree.js';

/**
 * Where each postal zone lies on the map. The region tree of `/api/regions` (SPEC §3 "Tree item":
 * ID, ParentID, Name, WebID) carries no coordinates, so the map places a municipality at the
 * centre of its town, taken from the sample catalogue's cities (`citySeeds` of
 * `@immo/shared/data`, which is not for browsers: copied here, and kept equal by the test).
 * A zone missing here is still in the list, only not on the map.
 */
// prettier-ignore
export const ZONE_POSITIONS: Readonly<Record<string, readonly [lat: number, lng: number]>> = {
  '1000': [50.8467, 4.3525], // Brussel
  '1030': [50.8676, 4.3737], // Schaerbeek
  '1050': [50.8333, 4.3667], // Ixelles
  '1180': [50.8, 4.3333], // Uccle
  '1200': [50.8427, 4.432], // Woluwe-Saint-Lambert
  '1300': [50.7167, 4.6], // Wavre
  '1410': [50.715, 4.399], // Waterloo
  '2000': [51.2194, 4.4025], // Antwerpen
  '2800': [51.0259, 4.4776], // Mechelen
  '3000': [50.8798, 4.7005], // Leuven
  '3500': [50.9307, 5.3325], // Hasselt
  '4000': [50.6326, 5.5797], // Liège
  '5000': [50.4674, 4.872], // Namur
  '6000': [50.4108, 4.4446], // Charleroi
  '6940': [50.3526, 5.4564], // Durbuy
  '7000': [50.4542, 3.9523], // Mons
  '8000': [51.2093, 3.2247], // Brugge
  '8300': [51.35, 3.2667], // Knokke-Heist
  '8400': [51.2154, 2.9286], // Oostende
  '8500': [50.8281, 3.265], // Kortrijk
  '8790': [50.8889, 3.4269], // Waregem
  '9000': [51.0543, 3.7174], // Gent
  '9800': [50.9833, 3.5333], // Deinze
  '9830': [51.0167, 3.6333], // Sint-Martens-Latem
};

/** The zones with a point on the map, and those without one. */
export function placeZones(zones: Iterable<Zone>): { placed: PlacedZone[]; unplaced: Zone[] } {
  const placed: PlacedZone[] = [];
  const unplaced: Zone[] = [];
  for (const zone of zones) {
    const position = zone.zip ? ZONE_POSITIONS[zone.zip] : undefined;
    if (position) placed.push({ id: zone.id, lat: position[0], lng: position[1] });
    else unplaced.push(zone);
  }
  return { placed, unplaced };
}

/** The middle of Belgium, for a map with no zone on it. */
export const BELGIUM: LatLng = { lat: 50.5, lng: 4.47 };
