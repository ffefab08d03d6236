import { MAP_TILES_ATTRIBUTION, type Lang } from '@immo/shared';
import { addGeoman } from '@immo/shared/map';
import { adoptStylesFor } from '@immo/shared/remote';
import type {} from '@geoman-io/leaflet-geoman-free'; // its types: map.pm, the pm:* events
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import { zonesInside, type LatLng, type PlacedZone } from './zone-geometry.js';
import { BELGIUM } from './zone-positions.js';

export type RegionMapTexts = { zoomIn: string; zoomOut: string };

export type RegionMapOptions = {
  /** The zones with a point, each with the text of its tooltip. */
  zones: ReadonlyArray<PlacedZone & { label: string }>;
  selected: readonly string[];
  tiles: string;
  lang: Lang;
  texts: RegionMapTexts;
  /** A zone's point was clicked. */
  onToggle: (id: string) => void;
  /** An area was drawn: the zones inside it. */
  onArea: (ids: string[]) => void;
  /** Drawing stopped (an area was closed, or the visitor pressed Escape). */
  onDrawEnd: () => void;
};

export type RegionMapHandle = {
  /** Shows which zones are chosen (the form's value is the truth; the map follows it). */
  select: (selected: readonly string[]) => void;
  /** Starts or stops drawing an area; the drawing tool loads on first use. */
  draw: (on: boolean) => Promise<void>;
  remove: () => void;
};

const BRAND = '#1c5d99';
// Chosen zones are filled, the others hollow: the difference is not in the colour alone (WCAG 1.4.1).
const CHOSEN: L.CircleMarkerOptions = { color: '#ffffff', weight: 2, fillColor: BRAND, fillOpacity: 1 };
const NOT_CHOSEN: L.CircleMarkerOptions = { color: BRAND, weight: 3, fillColor: '#ffffff', fillOpacity: 0.9 };

/** Geoman's map object, made for a map that existed before the plugin loaded. */

/**
 * The region map: a point per zone that a click chooses or drops, and an area to draw whose
 * zones are all chosen (Geoman, loaded only when the visitor starts drawing). Loaded with Leaflet
 * only when the map nears the viewport; without tiles the points still show on a plain background.
 */
export function showRegionMap(container: HTMLElement, options: RegionMapOptions): RegionMapHandle {
  adoptStylesFor(container, leafletCss);
  const { zones, texts } = options;
  // Leaflet's own control texts are English: ours come from the translations.
  const map = L.map(container, { scrollWheelZoom: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  L.tileLayer(options.tiles, { attribution: MAP_TILES_ATTRIBUTION, maxZoom: 18 }).addTo(map);

  let drawing = false;
  const markers = new Map<string, L.CircleMarker>();
  for (const zone of zones) {
    const marker = L.circleMarker([zone.lat, zone.lng], { radius: 10, ...NOT_CHOSEN })
      .bindTooltip(zone.label, { direction: 'top', offset: [0, -8] })
      // While an area is drawn a click places a corner, it chooses nothing.
      .on('click', () => !drawing && options.onToggle(zone.id))
      .addTo(map);
    markers.set(zone.id, marker);
  }
  if (zones.length > 0) map.fitBounds(L.latLngBounds(zones.map((zone) => [zone.lat, zone.lng])), { padding: [24, 24] });
  else map.setView([BELGIUM.lat, BELGIUM.lng], 7);

  const select = (selected: readonly string[]) => {
    const chosen = new Set(selected);
    for (const [id, marker] of markers) marker.setStyle(chosen.has(id) ? CHOSEN : NOT_CHOSEN);
  };
  select(options.selected);

  let geoman: Promise<L.Map['pm']> | null = null;
  const loadGeoman = () =>
    (geoman ??= (async () => {
      await addGeoman(L, map, container, options.lang);
      map.on('pm:create', ({ layer }) => {
        const ring = (layer as L.Polygon).getLatLngs()[0] as L.LatLng[];
        map.removeLayer(layer);
        options.onArea(
          zonesInside(
            ring.map(({ lat, lng }): LatLng => ({ lat, lng })),
            zones,
          ),
        );
      });
      map.on('pm:drawend', () => {
        drawing = false;
        options.onDrawEnd();
      });
      return map.pm;
    })());

  return {
    select,
    async draw(on) {
      if (!on) {
        if (geoman) (await geoman).disableDraw();
        drawing = false;
        return;
      }
      const pm = await loadGeoman();
      drawing = true;
      pm.enableDraw('Polygon', {
        templineStyle: { color: BRAND },
        hintlineStyle: { color: BRAND, dashArray: [5, 5] },
        pathOptions: { color: BRAND, fillOpacity: 0.15 },
      });
    },
    remove: () => map.remove(),
  };
}
