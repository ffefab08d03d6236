import { prefetcher, propertyPath, type Area, type PropertyCard } from '@immo/shared';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingsEnv } from '../../../listings-context.js';
import { mapMarkers } from './map-markers.js';
import type { AreaMode, ListMapHandle, ListMapMarker } from './list-map-leaflet.js';
import { areaParam, areasOf } from '../areas.js';
import { AreaTools, type AreaProblem } from './AreaTools.js';
import { DEFAULT_MAP_TILES } from '@immo/shared';

export type MapViewProps = {
  cards: readonly PropertyCard[];
  /** The list's `area` parameter (the drawn areas, encoded). */
  area: string | undefined;
  /** Sets the list's `area` parameter (null: no area); without it the map has no area tools. */
  onArea?: ((area: string | null) => void) | undefined;
};

type Status = 'loading' | 'ready' | 'failed';

// Leaflet (~40 KB gzip) loads only when a visitor opens the map, Geoman (~78 KB) only when they draw.
// This component is small and in the list's chunk, so the server renders it in place (no Suspense).
const loadMap = () => import('./list-map-leaflet.js');

/** Starts loading Leaflet (the list calls it as the map view opens, beside its data); MapView's own load says if it failed. */
export const preloadMap = prefetcher(loadMap);

/**
 * The map view of a list: a marker for each listed property with a public location, each a
 * keyboard-reachable button that opens a popup linking to the property; and the search on drawn
 * areas. With a mouse the visitor draws, edits and removes areas (Geoman); with a keyboard they move
 * and zoom the map and search within its view. The areas live in the list's URL: the map shows them
 * and asks the list to change them, as every other filter does.
 */
export function MapView({ cards, area, onArea }: MapViewProps) {
  const { t } = useTranslation('listings');
  const { lang, siteBase, tiles } = useListingsEnv();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<ListMapHandle | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [mode, setMode] = useState<AreaMode | null>(null);
  /** What went wrong with the last change of the areas: a limit the drawing went over, or Geoman not loaded. */
  const [problem, setProblem] = useState<AreaProblem | null>(null);
  const keysId = useId();
  const { markers: placed, unplaced } = useMemo(() => mapMarkers(cards, lang), [cards, lang]);
  const markers = useMemo(
    () =>
      placed.map((marker): ListMapMarker => {
        const card = cards.find((one) => one.ID === marker.id)!;
        return { ...marker, href: `${siteBase}${propertyPath(card, lang)}` };
      }),
    [placed, cards, siteBase, lang],
  );
  const areas = useMemo(() => areasOf(area), [area]);

  // The map's events act on the areas as they are then, not as they were when the map was made.
  const latest = useRef({ areas, markers, area, onArea });
  useEffect(() => {
    latest.current = { areas, markers, area, onArea };
  });
  /** The `area` this map last asked for: the map moves to areas that come from elsewhere (back button, a link). */
  const asked = useRef<string | undefined>(area);

  /** What the map shows now, so that a render with the same areas or markers leaves it as it is. */
  const shown = useRef<{ area: string | undefined; markers: readonly ListMapMarker[] } | null>(null);

  // Only refs and state setters: the same function for the whole life of the map.
  const changeAreas = useCallback((next: Area[]) => {
    const result = areaParam(next);
    if ('refused' in result) {
      setProblem(result.refused);
      handle.current?.showAreas(latest.current.areas, false); // back to what the list searches
      return;
    }
    setProblem(null);
    asked.current = result.area ?? undefined;
    latest.current.onArea?.(result.area);
  }, []);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    let current: ListMapHandle | null = null;
    void loadMap()
      .then(({ showListMap }) => {
        if (cancelled) return;
        current = showListMap(container, {
          markers: latest.current.markers,
          areas: latest.current.areas,
          tiles: tiles || DEFAULT_MAP_TILES,
          lang,
          texts: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), closePopup: t('map.closePopup') },
          onAreas: changeAreas,
          onModeEnd: () => setMode(null),
        });
        // Areas first, then markers: with areas the view is theirs.
        if (latest.current.areas.length === 0) current.showMarkers(latest.current.markers, true);
        handle.current = current;
        shown.current = { area: latest.current.area, markers: latest.current.markers };
        setStatus('ready');
      })
      .catch(() => !cancelled && setStatus('failed'));
    return () => {
      cancelled = true;
      current?.remove();
      handle.current = null;
      setMode(null);
      setStatus('loading');
    };
  }, [lang, tiles, t, changeAreas]);
  useEffect(() => {
    const map = handle.current;
    if (status !== 'ready' || !map || !shown.current) return;
    if (shown.current.area !== area) {
      map.showAreas(areas, area !== asked.current);
      shown.current.area = area;
      asked.current = area;
    }
    if (shown.current.markers !== markers) {
      // Another page or filter: the view follows the markers, unless areas hold it.
      map.showMarkers(markers, areas.length === 0);
      shown.current.markers = markers;
    }
  }, [status, area, areas, markers]);

  /** Starts a mode, or stops it when it is on; the button says so once the map has it on. */
  const toggle = (next: AreaMode) => {
    const target = mode === next ? null : next;
    setProblem(null);
    // Geoman loads on first use; if it cannot, searching within the map's view still works.
    handle.current?.mode(target).then(
      () => setMode(target),
      () => {
        setMode(null);
        setProblem('toolFailed');
      },
    );
  };

  const searchView = () => {
    const map = handle.current;
    if (!map) return;
    if (mode) toggle(mode);
    changeAreas([map.viewArea()]);
  };

  const removeAll = () => {
    if (mode) toggle(mode);
    setProblem(null);
    asked.current = undefined;
    onArea?.(null);
  };

  return (
    <div className="immo-map-block">
      {status === 'failed' ? (
        <p className="immo-map__failed" role="alert">
          {t('map.failed')}
        </p>
      ) : (
        <div
          ref={element}
          className="immo-map"
          role="region"
          // Leaflet pans and zooms a focused map with the arrow keys and + and −.
          tabIndex={0}
          aria-label={t('view.mapLabel')}
          aria-describedby={keysId}
          data-markers={markers.length}
          data-areas={areas.length}
          data-status={status}
          // Drawn by Leaflet in the browser: a list whose code waits for the visitor loads at once
          // when its server markup holds a map (the shell reads this).
          data-needs-code={status === 'loading' ? '' : undefined}
        />
      )}
      <p className="immo-map__note" id={keysId}>
        {t('area.keys')}
        {unplaced > 0 && ` ${t('map.noLocation', { count: unplaced })}`}
      </p>
      {onArea && (
        <AreaTools
          ready={status === 'ready'}
          mode={mode}
          count={areas.length}
          problem={problem}
          onMode={toggle}
          onSearchView={searchView}
          onRemoveAll={removeAll}
        />
      )}
    </div>
  );
}
