import { propertyPath, type PropertyCard } from '@immo/shared';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingsEnv } from '../../../listings-context.js';
import { adoptStylesFor } from '@immo/shared/remote';
import { mapMarkers, type MapMarker } from './map-markers.js';
import mapCss from './map.css';
import { DEFAULT_MAP_TILES, MAP_TILES_ATTRIBUTION } from '@immo/shared';

/** The popup of a marker, built as DOM (titles are data: never parsed as HTML). */
function popupContent(marker: MapMarker, href: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'immo-map__popup';
  const link = document.createElement('a');
  link.href = href;
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

/**
 * The map view of a list: a marker for each listed property with a public location, each a
 * keyboard-reachable button that opens a popup linking to the property. Tiles come from a
 * configurable server; when none answers, the markers still show on a plain background.
 */
export default function MapView({ cards }: { cards: readonly PropertyCard[] }) {
  const { t } = useTranslation('listings');
  const { lang, siteBase, tiles } = useListingsEnv();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const [failed, setFailed] = useState(false);
  const { markers, unplaced } = useMemo(() => mapMarkers(cards, lang), [cards, lang]);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let cancelled = false;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
      .then(([{ default: L }, { default: leafletCss }]) => {
        if (cancelled) return;
        adoptStylesFor(container, leafletCss);
        adoptStylesFor(container, mapCss);
        // Leaflet's own control and popup texts are English: ours come from the translations.
        const instance = L.map(container, { scrollWheelZoom: false, zoomControl: false });
        L.control.zoom({ zoomInTitle: t('map.zoomIn'), zoomOutTitle: t('map.zoomOut') }).addTo(instance);
        instance.on('popupopen', ({ popup }) => {
          popup
            .getElement()
            ?.querySelector('.leaflet-popup-close-button')
            ?.setAttribute('aria-label', t('map.closePopup'));
        });
        map.current = instance;
        L.tileLayer(tiles || DEFAULT_MAP_TILES, { attribution: MAP_TILES_ATTRIBUTION, maxZoom: 18 }).addTo(instance);
        const points: Array<[number, number]> = [];
        for (const marker of markers) {
          const icon = L.divIcon({
            className: 'immo-map__marker',
            // Leaflet moves the icon with a transform of its own: the pin's shape is an inner element.
            html: '<span class="immo-map__pin"></span>',
            iconSize: [28, 28],
            iconAnchor: [14, 34],
            popupAnchor: [0, -30],
          });
          const href = `${siteBase}${propertyPath(
            cards.find((card) => card.ID === marker.id)!,
            lang,
          )}`;
          L.marker([marker.lat, marker.lng], { icon, title: marker.title, alt: marker.title, keyboard: true })
            .bindPopup(popupContent(marker, href))
            .addTo(instance);
          points.push([marker.lat, marker.lng]);
        }
        if (points.length > 0) instance.fitBounds(points, { padding: [32, 32], maxZoom: 14 });
        else instance.setView([50.85, 4.35], 7); // Belgium
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
  }, [markers, cards, lang, siteBase, tiles, t]);

  return (
    <div className="immo-map-block">
      {failed ? (
        <p className="immo-map__failed" role="alert">
          {t('map.failed')}
        </p>
      ) : (
        <div
          ref={element}
          className="immo-map"
          role="region"
          aria-label={t('view.mapLabel')}
          data-markers={markers.length}
        />
      )}
      {unplaced > 0 && <p className="immo-map__note">{t('map.noLocation', { count: unplaced })}</p>}
    </div>
  );
}
