import { DEFAULT_MAP_TILES } from '@immo/shared';
import { Button } from '@immo/shared/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormsEnv } from '../../forms-context.js';
import type { RegionMapHandle } from './region-map-leaflet.js';
import { withZones, type Zone } from './region-tree.js';
import { placeZones } from './zone-positions.js';

type RegionMapProps = {
  zones: readonly Zone[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/**
 * The map beside the list of zones: it shows and changes the same choice, and is never the only
 * way to make it (the list works with a keyboard alone). Its box is there from the start; its code
 * and Leaflet load only when it nears the viewport.
 */
export function RegionMap({ zones, selected, onChange }: RegionMapProps) {
  const { t } = useTranslation('forms');
  const { lang } = useFormsEnv();
  const element = useRef<HTMLDivElement>(null);
  const handle = useRef<RegionMapHandle | null>(null);
  const [status, setStatus] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const [drawing, setDrawing] = useState(false);
  const [drawFailed, setDrawFailed] = useState(false);
  const noteId = useId();
  const drawHelpId = useId();
  const { placed, unplaced } = useMemo(() => placeZones(zones), [zones]);

  // The map's clicks act on the choice as it is then, not as it was when the map was made.
  const latest = useRef({ selected, onChange });
  useEffect(() => {
    latest.current = { selected, onChange };
  });

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    let current: RegionMapHandle | null = null;
    const labels = new Map(zones.map((zone) => [zone.id, zone.label]));
    const show = () =>
      import('./region-map-leaflet.js')
        .then(({ showRegionMap }) => {
          if (cancelled) return;
          const change = (ids: string[], on: boolean) =>
            latest.current.onChange(withZones(latest.current.selected, ids, on));
          current = showRegionMap(container, {
            zones: placed.map((zone) => ({ ...zone, label: labels.get(zone.id) ?? zone.id })),
            selected: latest.current.selected,
            tiles: DEFAULT_MAP_TILES,
            lang,
            texts: { zoomIn: t('demandRegister.regions.zoomIn'), zoomOut: t('demandRegister.regions.zoomOut') },
            onToggle: (id) => change([id], !latest.current.selected.includes(id)),
            onArea: (ids) => change(ids, true),
            onDrawEnd: () => setDrawing(false),
          });
          handle.current = current;
          setStatus('ready');
        })
        .catch(() => !cancelled && setStatus('failed'));
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              observer?.disconnect();
              void show();
            },
            { rootMargin: '200px 0px' },
          );
    if (observer) observer.observe(container);
    else void show();
    return () => {
      cancelled = true;
      observer?.disconnect();
      current?.remove();
      handle.current = null;
      setDrawing(false);
    };
  }, [zones, placed, lang, t]);

  useEffect(() => {
    if (status === 'ready') handle.current?.select(selected);
  }, [selected, status]);

  const toggleDrawing = () => {
    const on = !drawing;
    setDrawing(on);
    setDrawFailed(false);
    // The drawing tool loads on first use; without it the points and the list still work.
    handle.current?.draw(on).catch(() => {
      setDrawing(false);
      setDrawFailed(true);
    });
  };

  if (status === 'failed') {
    return (
      <p className="immo-regions__map-failed" role="alert">
        {t('demandRegister.regions.mapFailed')}
      </p>
    );
  }
  return (
    <div className="immo-regions__map-block">
      <div
        ref={element}
        className="immo-regions__map"
        role="region"
        aria-label={t('demandRegister.regions.mapLabel')}
        aria-describedby={noteId}
        data-status={status}
      />
      <p className="immo-field__help" id={noteId}>
        {t('demandRegister.regions.mapNote')}
        {unplaced.length > 0 && ` ${t('demandRegister.regions.notOnMap', { count: unplaced.length })}`}
      </p>
      <div className="immo-regions__map-tools">
        <Button variant="default" disabled={status !== 'ready'} aria-describedby={drawHelpId} onClick={toggleDrawing}>
          {drawing ? t('demandRegister.regions.stopDrawing') : t('demandRegister.regions.draw')}
        </Button>
        <p className="immo-field__help" id={drawHelpId}>
          {t('demandRegister.regions.drawHelp')}
        </p>
        {drawFailed && (
          <p className="immo-regions__map-failed" role="alert">
            {t('demandRegister.regions.mapFailed')}
          </p>
        )}
      </div>
    </div>
  );
}
