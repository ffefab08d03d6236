import { cardFacts, type Lang, type PropertyCard } from '@immo/shared';

export type MapMarker = { id: number; lat: number; lng: number; title: string; label: string; price: string | null };

/**
 * The markers of a list: one per property whose location is public. The API removes the
 * coordinates of a property whose address is not published, so such a property is not on the map.
 */
export function mapMarkers(cards: readonly PropertyCard[], lang: Lang): { markers: MapMarker[]; unplaced: number } {
  const markers: MapMarker[] = [];
  for (const card of cards) {
    if (card.Latitude === undefined || card.Longitude === undefined) continue;
    const facts = cardFacts(card, lang);
    markers.push({
      id: card.ID,
      lat: card.Latitude,
      lng: card.Longitude,
      title: card.Title,
      label: facts.place,
      price: facts.price,
    });
  }
  return { markers, unplaced: cards.length - markers.length };
}
