import { isForSale, newestFirst, visiblePrice, type CatalogueProperty } from '@immo/shared';

const SIMILAR_COUNT = 4;

/** Same goal, a shared type, still on the market, and not the property itself. */
function isSimilarTo(record: CatalogueProperty) {
  return (other: CatalogueProperty) =>
    other.ID !== record.ID &&
    other.Marquee === 0 &&
    isForSale(other) === isForSale(record) &&
    (other.WebID === record.WebID || other.WebIDs.split(',').includes(String(record.WebID)));
}

/**
 * Nearest in price first, when the property's price is published; the others without a published
 * price after them, newest first. A property whose price is not published gets its similar ones
 * newest first. The order never reads a price the visitor may not see: ranking by the distance to a
 * hidden price, or placing a hidden-price property by its own, would let the order tell the price.
 */
function byCloseness(price: number | null) {
  const distance = (other: CatalogueProperty) => {
    const otherPrice = visiblePrice(other);
    return price === null || otherPrice === null ? Number.POSITIVE_INFINITY : Math.abs(otherPrice - price);
  };
  return (a: CatalogueProperty, b: CatalogueProperty) => {
    const [da, db] = [distance(a), distance(b)];
    return da === db ? newestFirst(a, b) : da < db ? -1 : 1;
  };
}

/** The properties the detail page suggests under "similar" (at most 4). */
export function similarProperties(
  properties: readonly CatalogueProperty[],
  record: CatalogueProperty,
): CatalogueProperty[] {
  return properties
    .filter(isSimilarTo(record))
    .sort(byCloseness(visiblePrice(record)))
    .slice(0, SIMILAR_COUNT);
}
