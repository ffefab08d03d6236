import { MAP_TILES_ATTRIBUTION, type Area, type Lang } from '@immo/shared';
import { addGeoman } from '@immo/shared/map';
import { adoptStylesFor } from '@immo/shared/remote';
import type {} from '@geoman-io/leaflet-geoman-free'; // its types: map.pm, layer.pm, the pm:* events
import L from 'leaflet';
import leafletCss from 'leaflet/dist/leaflet.css';
import type { MapMarker } from './map-markers.js';
import mapCss from './map.css';
import { viewArea } from '../areas.js';

export type ListMapMarker = MapMarker & { href: string };

export type ListMapTexts = { zoomIn: string; zoomOut: string; closePopup: string };

/** What the visitor is doing to the areas with the mouse: drawing one, moving corners, or removing one. */
export type AreaMode = 'draw' | 'edit' | 'remove';

export type ListMapOptions = {
  markers: readonly ListMapMarker[];
  areas: readonly Area[];
  tiles: string;
  lang: Lang;
  texts: ListMapTexts;
  /** The areas after the visitor drew, changed or removed one (the list's URL is the truth: the map then shows what it is given). */
  onAreas: (areas: Area[]) => void;
  /** Geoman ended the mode itself (an area was closed, or the visitor pressed Escape while drawing, editing or removing). */
  onModeEnd: () => void;
};

export type ListMapHandle = {
  /** The markers of the listed properties; `fit` moves the view to them. */
  showMarkers: (markers: readonly ListMapMarker[], fit: boolean) => void;
  /** The drawn areas; `fit` moves the view to them. */
  showAreas: (areas: readonly Area[], fit: boolean) => void;
  /** Starts a mode, or stops any (null); the drawing tool loads on first use. */
  mode: (mode: AreaMode | null) => Promise<void>;
  /** The current view as an area (a rectangle). */
  viewArea: () => Area;
  remove: () => void;
};

const BRAND = '#1c5d99';
const AREA_STYLE: L.PathOptions = { color: BRAND, weight: 3, fillColor: BRAND, fillOpacity: 0.12 };
const BELGIUM: L.LatLngTuple = [50.85, 4.35];

/** Geoman's map object, made for a map that existed before the plugin loaded. */

/** The popup of a marker, built as DOM (titles are data: never parsed as HTML). */
function popupContent(marker: ListMapMarker): HTMLElement {
  const box = document.createElement('div');
  box.className = 'immo-map__popup';
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = marker.title;
  const label = document.createElement('p');
  label.textContent = marker.label;
  box.append(link, label);
  if (marker.price) {
    const price = document.createElement('p');
    price.className = 'immo-map__popup-price';
    price.textContent = marker.price;
    box.append(price);
  }
  return box;
}

function markerLayer(marker: ListMapMarker): L.Marker {
  const icon = L.divIcon({
    className: 'immo-map__marker',
    // Leaflet moves the icon with a transform of its own: the pin's shape is an inner element.
    html: '<span class="immo-map__pin"></span>',
    iconSize: [28, 28],
    iconAnchor: [14, 34],
    popupAnchor: [0, -30],
  });
  // pmIgnore: Geoman's edit and removal modes are for the areas, never the properties.
  return L.marker([marker.lat, marker.lng], {
    icon,
    title: marker.title,
    alt: marker.title,
    keyboard: true,
    pmIgnore: true,
  }).bindPopup(popupContent(marker));
}

function ringOf(layer: L.Polygon): Area {
  const ring = layer.getLatLngs()[0] as L.LatLng[];
  return ring.map(({ lat, lng }) => [lat, lng]);
}

/**
 * The map of a list: a marker per listed property with a public location, the visitor's drawn
 * areas, and Geoman (loaded on first use, as the demand register's region map does) to draw, edit
 * and remove areas. Without tiles the markers and areas still show on a plain background.
 */
export function showListMap(container: HTMLElement, options: ListMapOptions): ListMapHandle {
  adoptStylesFor(container, leafletCss);
  adoptStylesFor(container, mapCss);
  const { texts } = options;
  // Leaflet's own control and popup texts are English: ours come from the translations.
  const map = L.map(container, { scrollWheelZoom: false, zoomControl: false });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  L.tileLayer(options.tiles, { attribution: MAP_TILES_ATTRIBUTION, maxZoom: 18, pmIgnore: true }).addTo(map);
  map.on('popupopen', ({ popup }) => {
    popup.getElement()?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup);
  });

  const markers = L.layerGroup([], { pmIgnore: true }).addTo(map);
  const areas = L.featureGroup([], { pmIgnore: true }).addTo(map);
  let current: readonly Area[] = options.areas;
  let currentMarkers: readonly ListMapMarker[] = options.markers;
  let mode: AreaMode | null = null;
  const areaLayers = () => areas.getLayers() as L.Polygon[];

  const fitMarkers = () => {
    const points = currentMarkers.map((marker): L.LatLngTuple => [marker.lat, marker.lng]);
    if (points.length > 0) map.fitBounds(points, { padding: [32, 32], maxZoom: 14 });
    else map.setView(BELGIUM, 7);
  };

  const showAreas = (next: readonly Area[], fit: boolean) => {
    current = next;
    areas.clearLayers();
    for (const area of next) {
      const layer = L.polygon(area, AREA_STYLE).addTo(areas);
      // A corner moved (or added, or taken away): all areas as they now are.
      layer.on('pm:edit', () => options.onAreas(areaLayers().map(ringOf)));
      // Redrawn while editing: the new shapes are editable too.
      if (mode === 'edit') layer.pm?.enable({ allowSelfIntersection: false });
    }
    if (fit && next.length > 0) map.fitBounds(areas.getBounds(), { padding: [16, 16] });
    else if (fit) fitMarkers();
  };

  const showMarkers = (next: readonly ListMapMarker[], fit: boolean) => {
    currentMarkers = next;
    markers.clearLayers();
    for (const marker of next) markerLayer(marker).addTo(markers);
    if (fit) fitMarkers();
  };

  showMarkers(options.markers, false);
  showAreas(options.areas, true);

  let geoman: Promise<L.Map['pm']> | null = null;
  const loadGeoman = () =>
    (geoman ??= (async () => {
      await addGeoman(L, map, container, options.lang);
      map.on('pm:create', ({ layer }) => {
        map.removeLayer(layer);
        options.onAreas([...current, ringOf(layer as L.Polygon)]);
      });
      map.on('pm:remove', ({ layer }) => {
        if (!(layer instanceof L.Polygon)) return;
        options.onAreas(
          areaLayers()
            .filter((other) => other !== layer)
            .map(ringOf),
        );
      });
      // Geoman ends a mode itself (an area closed, or Escape): the visitor's buttons must follow.
      const ended = (which: AreaMode) => {
        if (mode !== which) return;
        mode = null;
        options.onModeEnd();
      };
      map.on('pm:drawend', () => ended('draw'));
      map.on('pm:globaleditmodetoggled', ({ enabled }) => !enabled && ended('edit'));
      map.on('pm:globalremovalmodetoggled', ({ enabled }) => !enabled && ended('remove'));
      // Areas drawn before the plugin loaded have no `pm`: draw them again, now with it.
      showAreas(current, false);
      return map.pm;
    })());

  const stop = (pm: L.Map['pm']) => {
    pm.disableDraw();
    if (pm.globalEditModeEnabled()) pm.disableGlobalEditMode();
    if (pm.globalRemovalModeEnabled()) pm.disableGlobalRemovalMode();
  };

  return {
    showMarkers,
    showAreas,
    async mode(next) {
      if (next === null) {
        mode = null;
        if (geoman) stop(await geoman);
        return;
      }
      const pm = await loadGeoman();
      mode = null; // stopping the previous mode on the way to another ends none for the visitor
      stop(pm);
      mode = next;
      if (next === 'draw') {
        pm.enableDraw('Polygon', {
          templineStyle: { color: BRAND },
          hintlineStyle: { color: BRAND, dashArray: [5, 5] },
          pathOptions: AREA_STYLE,
          allowSelfIntersection: false,
        });
      } else if (next === 'edit') pm.enableGlobalEditMode({ allowSelfIntersection: false });
      else pm.enableGlobalRemovalMode();
    },
    viewArea() {
      const bounds = map.getBounds();
      return viewArea({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      });
    },
    remove: () => map.remove(),
  };
}
