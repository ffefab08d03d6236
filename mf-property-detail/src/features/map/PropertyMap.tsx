import { MAP_TILES_ATTRIBUTION } from '@immo/shared';
import { adoptStylesFor } from '@immo/shared/remote';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../detail-context.js';

/** Start loading the map a screen before it scrolls into view (Leaflet is ~47 KB the page may never need). */
const MAP_ROOT_MARGIN = '100% 0%';

/**
 * One marker on a Leaflet map, tiles from the listings' tile server. Leaflet loads only when the
 * map nears the viewport; without tiles the marker still shows on a plain background.
 */
export function PropertyMap({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const { t } = useTranslation(['property', 'listings']);
  const { tiles } = useDetailEnv();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    let remove = () => {};
    const show = () =>
      Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
        .then(([{ default: L }, { default: leafletCss }]) => {
          if (cancelled) return;
          adoptStylesFor(container, leafletCss);
          const map = L.map(container, { scrollWheelZoom: false, zoomControl: false }).setView([lat, lng], 15);
          L.control.zoom({ zoomInTitle: t('listings:map.zoomIn'), zoomOutTitle: t('listings:map.zoomOut') }).addTo(map);
          L.tileLayer(tiles, { attribution: MAP_TILES_ATTRIBUTION, maxZoom: 18 }).addTo(map);
          const icon = L.divIcon({ className: 'immo-location__marker', iconSize: [28, 28], iconAnchor: [14, 28] });
          L.marker([lat, lng], { icon, title, alt: title, keyboard: false }).addTo(map);
          remove = () => map.remove();
        })
        .catch(() => !cancelled && setFailed(true));
    if (typeof IntersectionObserver === 'undefined') {
      void show();
      return () => {
        cancelled = true;
        remove();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void show();
      },
      { rootMargin: MAP_ROOT_MARGIN },
    );
    observer.observe(container);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove();
    };
  }, [lat, lng, tiles, title, t]);

  if (failed) return <p role="alert">{t('listings:map.failed')}</p>;
  return <div ref={element} className="immo-location__map" role="region" aria-label={t('property:media.mapLabel')} />;
}
