import type {} from '@geoman-io/leaflet-geoman-free'; // its types: map.pm, layer.pm, the pm:* events
import type * as Leaflet from 'leaflet';
import type { Lang } from '../i18n/languages.js';
import { adoptStylesFor } from '../remote/stylesheets.js';

type GeomanStatic = { PM: { Map: new (map: Leaflet.Map) => Leaflet.Map['pm'] } };

/**
 * Adds Leaflet-Geoman's drawing tools to a map, loading the plugin (a chunk of its own) and its
 * styles into the map's container: the lists' drawn areas and the demand register's zones. Both
 * draw outlines without snapping, and Escape leaves a mode.
 */
export async function addGeoman(L: typeof Leaflet, map: Leaflet.Map, container: HTMLElement, lang: Lang) {
  // Geoman extends the global Leaflet: make sure it is this one (an agency's page may have its own).
  (globalThis as { L?: unknown }).L = L;
  const [, { default: geomanCss }] = await Promise.all([
    import('@geoman-io/leaflet-geoman-free'),
    import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
  ]);
  adoptStylesFor(container, geomanCss);
  // Maps made before the plugin loaded get no `pm` of their own.
  map.pm ??= new (L as unknown as GeomanStatic).PM.Map(map);
  map.pm.setLang(lang);
  map.pm.setGlobalOptions({ snappable: false, exitModeOnEscape: true });
  return map.pm;
}
