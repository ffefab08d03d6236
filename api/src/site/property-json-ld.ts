import {
  countryCode,
  propertyHeading,
  PROPERTY_LIST_PAGES,
  cutText,
  isForSale,
  pagePath,
  pictureUrl,
  PRICE_UNITS,
  propertyKind,
  searchKey,
  streetLine,
  type Lang,
  type PublicProperty,
} from '@immo/shared';
import { scriptJson } from '@immo/shared/federation';
import type { Translate } from '../i18n/translator.js';
import { absoluteUrl } from './site-urls.js';

/** A JSON-LD node: plain JSON, nothing left undefined. */
type Node = { [key: string]: Json };
type Json = string | number | boolean | Node | Json[];

/** How many pictures the listing names: enough for a preview carousel, not the whole gallery. */
const LISTING_IMAGES = 5;

/** The list page a property is filed under, the breadcrumb's middle step, and its menu label. */

/**
 * The schema.org type of the property itself. Houses (villa, farm) are SingleFamilyResidence and
 * apartments and studios Apartment: both Accommodation, which may carry rooms and floor size. Land,
 * commercial, yield and parking property have no fitting type and stay a Place, which may not.
 */
function placeType(property: PublicProperty): 'SingleFamilyResidence' | 'Apartment' | 'Place' {
  const main = searchKey(property.MainTypeName);
  if (/^(house|villa|farm)/.test(main)) return 'SingleFamilyResidence';
  if (/^(apartment|studio|flat)/.test(main)) return 'Apartment';
  return 'Place';
}

/**
 * The property as a Place: address (the street only when published, always zip, city and country),
 * coordinates only when the address is published (publicProperty already removed them otherwise),
 * and for a dwelling the bedroom and bathroom counts and the living area. The catalogue has no room
 * count, so `numberOfRooms` is never guessed from the bedrooms: `numberOfBedrooms` says what we know.
 */
function place(property: PublicProperty, name: string): Node {
  const type = placeType(property);
  const street = property.PublishAddress ? streetLine(property) : '';
  const node: Node = {
    '@type': type,
    name,
    address: {
      '@type': 'PostalAddress',
      ...(street && { streetAddress: street }),
      postalCode: property.Zip,
      addressLocality: property.City,
      addressCountry: countryCode(property),
    },
  };
  if (property.PublishAddress && property.Latitude !== undefined && property.Longitude !== undefined) {
    node.geo = { '@type': 'GeoCoordinates', latitude: property.Latitude, longitude: property.Longitude };
  }
  if (type === 'Place') return node;
  const { Bedrooms, Bathrooms, SurfaceLiving, SurfaceConstructed } = property.Details;
  if (Bedrooms !== undefined) node.numberOfBedrooms = Bedrooms;
  if (Bathrooms !== undefined) node.numberOfBathroomsTotal = Bathrooms;
  const floor = SurfaceLiving ?? SurfaceConstructed;
  if (floor !== undefined && floor > 0) {
    node.floorSize = { '@type': 'QuantitativeValue', value: floor, unitCode: 'MTK', unitText: 'm²' };
  }
  return node;
}

/**
 * schema.org ItemAvailability of the offer: on the market is InStock; a sold property is SoldOut (gone
 * for good); a rented one OutOfStock (let for now, back on the market when the lease ends).
 */
function availability(property: PublicProperty): string {
  if (property.Status === 'sold') return 'https://schema.org/SoldOut';
  if (property.Status === 'rented') return 'https://schema.org/OutOfStock';
  return 'https://schema.org/InStock';
}

/** UN/CEFACT codes of what a price is per: a month (MON), a year (ANN). */
const PERIOD_CODES: Partial<Record<number, string>> = { [PRICE_UNITS.perMonth]: 'MON', [PRICE_UNITS.perYear]: 'ANN' };

/**
 * The price, only when published (publicProperty nulled it otherwise). A rent is per month unless
 * the unit says per year; a price per m² names its reference quantity (MTK); a project's "starting
 * from" price is a minimum, not the price.
 */
function priceFields(property: PublicProperty): Node {
  const price = property.Price;
  if (price === null) return {};
  const currency = { priceCurrency: 'EUR' };
  if (property.PriceUnit === PRICE_UNITS.startingFrom) {
    return { ...currency, priceSpecification: { '@type': 'PriceSpecification', minPrice: price, ...currency } };
  }
  if (property.PriceUnit === PRICE_UNITS.perSquareMetre) {
    const perArea = { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTK' };
    return {
      price,
      ...currency,
      priceSpecification: { '@type': 'UnitPriceSpecification', price, ...currency, referenceQuantity: perArea },
    };
  }
  const period = PERIOD_CODES[property.PriceUnit] ?? (isForSale(property) ? undefined : 'MON');
  return {
    price,
    ...currency,
    ...(period && { priceSpecification: { '@type': 'UnitPriceSpecification', price, ...currency, unitCode: period } }),
  };
}

function offer(property: PublicProperty): Node {
  return {
    '@type': 'Offer',
    // GoodRelations' business functions tell a sale from a letting; schema.org takes them as is.
    businessFunction: isForSale(property)
      ? 'http://purl.org/goodrelations/v1#Sell'
      : 'http://purl.org/goodrelations/v1#LeaseOut',
    ...priceFields(property),
    availability: availability(property),
  };
}

export type PropertyJsonLdInput = {
  /** What the browser may see: publicProperty(catalogue.property(record, lang)). */
  property: PublicProperty;
  lang: Lang;
  origin: string;
  /** The page's canonical URL (absolute). */
  canonical: string;
  /** Page-head translator (`meta` namespace; `common:` keys for the breadcrumb). */
  t: Translate;
};

/**
 * The property page's structured data: a RealEstateListing and its BreadcrumbList.
 *
 * The listing is the page (RealEstateListing is a WebPage); the property is what it is `about`, not
 * the Offer's `itemOffered`, whose range is Product, Service and the like, which a house is not. The
 * Offer hangs on the listing (a CreativeWork may have offers). Only what publicProperty leaves is
 * used, so an unpublished price, street or position never appears here.
 */
export function propertyJsonLd({ property, lang, origin, canonical, t }: PropertyJsonLdInput): Node {
  const name = propertyHeading(property);
  const description = cutText(property.Description);
  const images = property.Pictures.slice(0, LISTING_IMAGES).map((picture) =>
    pictureUrl(absoluteUrl(origin, picture.Url), 1360),
  );
  const list = PROPERTY_LIST_PAGES[propertyKind(property)];
  const crumbs: [string, string][] = [
    [t('common:breadcrumbs.home'), absoluteUrl(origin, pagePath('home', lang))],
    [t(list.label), absoluteUrl(origin, pagePath(list.page, lang))],
    [name, canonical],
  ];
  const listing: Node = {
    '@type': 'RealEstateListing',
    '@id': `${canonical}#listing`,
    name,
    ...(description && { description }),
    url: canonical,
    ...(images.length > 0 && { image: images }),
    datePosted: property.CreatedAt,
    inLanguage: lang,
    about: place(property, name),
    offers: offer(property),
    breadcrumb: { '@id': `${canonical}#breadcrumb` },
  };
  const breadcrumb: Node = {
    '@type': 'BreadcrumbList',
    '@id': `${canonical}#breadcrumb`,
    itemListElement: crumbs.map(([itemName, item], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: itemName,
      item,
    })),
  };
  return { '@context': 'https://schema.org', '@graph': [listing, breadcrumb] };
}

/**
 * The tag. A JSON-LD block is data, never run, so the CSP's script-src (no inline scripts) does not
 * apply to it.
 */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${scriptJson(data)}</script>`;
}
