import { MAP_TILES_ATTRIBUTION } from '@immo/shared';
import { adoptStylesFor } from '@immo/shared/remote';
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';

export type MapTexts = { zoomIn: string; zoomOut: string };

/**
 * One marker on a Leaflet map in `container`, tiles from `tiles`. Loaded with Leaflet only when
 * the map nears the viewport; returns what removes the map again.
 */
export function showMap(
  container: HTMLElement,
  place: { lat: number; lng: number; title: string },
  tiles: string,
  texts: MapTexts,
): () => void {
  adoptStylesFor(container, leafletCss);
  // Leaflet's own control texts are English: ours come from the translations.
  const map = L.map(container, { scrollWheelZoom: false, zoomControl: false }).setView([place.lat, place.lng], 15);
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  L.tileLayer(tiles, { attribution: MAP_TILES_ATTRIBUTION, maxZoom: 18 }).addTo(map);
  const icon = L.divIcon({ className: 'immo-location__marker', iconSize: [28, 28], iconAnchor: [14, 28] });
  L.marker([place.lat, place.lng], { icon, title: place.title, alt: place.title, keyboard: false }).addTo(map);
  return () => map.remove();
}
