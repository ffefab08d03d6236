import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/**
 * The map of the property. Its code and Leaflet (~47 KB the page may never need) load only when
 * the map's box, which is there from the start, scrolls into view; without tiles the marker still
 * shows on a plain background.
 */
export function PropertyMap({ lat, lng, title }: { lat: number; lng: number; title: string }) {
  const { t } = useTranslation('property');
  const { tiles } = useDetailEnv();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    let remove = () => {};
    const show = () =>
      import('./leaflet-map.js')
        .then(({ showMap }) => {
          if (cancelled) return;
          const texts = { zoomIn: t('media.zoomIn'), zoomOut: t('media.zoomOut') };
          remove = showMap(container, { lat, lng, title }, tiles, texts);
        })
        .catch(() => !cancelled && setFailed(true));
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer?.disconnect();
            void show();
          });
    if (observer) observer.observe(container);
    else void show();
    return () => {
      cancelled = true;
      observer?.disconnect();
      remove();
    };
  }, [lat, lng, tiles, title, t]);

  if (failed) return <p role="alert">{t('media.mapFailed')}</p>;
  return <div ref={element} className="immo-location__map" role="region" aria-label={t('media.mapLabel')} />;
}
