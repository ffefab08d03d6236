import { propertyEpc, type PropertyEpc } from '../energy/label.js';
import { formatPrice } from '../format/price.js';
import { marqueeState } from '../format/goal.js';
import type { Lang } from '../i18n/languages.js';
import type { PropertyCard } from './public-property.js';

/** What a list card shows of a property, decided once here so every list and module agrees. */
export type CardFacts = {
  /** "Apartment · 9000 Gent": what and where, on a card and on its map marker. */
  place: string;
  /** Formatted price, or null when the agency does not publish it (SPEC §3 PublishPrice). */
  price: string | null;
  /** Street line, or null when the address is not published (SPEC §3 PublishAddress). */
  address: string | null;
  /** SPEC §4: the marquee banner of a sold or rented property. */
  marquee: 'sold' | 'rented' | null;
  epc: PropertyEpc | null;
  bedrooms: number | null;
  /** Living surface, else the plot (land has no living surface), in m². */
  surface: number | null;
};

type CardInput = Pick<
  PropertyCard,
  | 'Goal'
  | 'Marquee'
  | 'Price'
  | 'PriceUnit'
  | 'PublishPrice'
  | 'PublishAddress'
  | 'Street'
  | 'HouseNumber'
  | 'BoxNr'
  | 'Zip'
  | 'City'
  | 'TypeDescription'
  | 'CountryID'
  | 'EnergyPerformance'
  | 'EPCLabelText'
  | 'Details'
>;

/** "Kerkstraat 12/3": the Belgian way of writing a box number after the house number. */
export function streetLine(address: Pick<PropertyCard, 'Street' | 'HouseNumber' | 'BoxNr'>): string {
  const number = [address.HouseNumber, address.BoxNr].filter(Boolean).join('/');
  return [address.Street, number].filter(Boolean).join(' ').trim();
}

export function cardFacts(card: CardInput, lang: Lang): CardFacts {
  const street = card.PublishAddress ? streetLine(card) : '';
  return {
    place: `${card.TypeDescription} · ${card.Zip} ${card.City}`,
    price: card.PublishPrice ? formatPrice(card.Price, { priceUnit: card.PriceUnit, lang }) : null,
    address: street || null,
    marquee: marqueeState(card),
    epc: propertyEpc(card),
    bedrooms: card.Details.Bedrooms ?? null,
    surface: card.Details.SurfaceLiving ?? card.Details.SurfaceGround ?? null,
  };
}
