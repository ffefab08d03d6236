import { buyingRegion, isForSale, PRICE_UNITS, type PublicProperty } from '@immo/shared';
import { startingInputs, type BuyingInputs } from '../components/buying/buying-inputs.js';

/** Prices that are the whole price of the property: a total, or a project unit's "starting from". */
const WHOLE_PRICES: readonly number[] = [PRICE_UNITS.total, PRICE_UNITS.startingFrom];

/**
 * Where the calculator starts on a property's page, or null where it has nothing to say: a property
 * for sale, still on the market (not a sold reference), its price published, in a Belgian region.
 * A unit of a new-build project starts as a new build (VAT instead of registration duties).
 */
export function propertyBuyingStart(property: PublicProperty): BuyingInputs | null {
  if (!isForSale(property) || property.Status !== 'available') return null;
  if (property.Price === null || !(property.Price > 0) || !WHOLE_PRICES.includes(property.PriceUnit)) return null;
  const region = buyingRegion(property.Zip, property.CountryID);
  if (!region) return null;
  return startingInputs({
    price: String(Math.round(property.Price)),
    region,
    newBuild: property.ProjectID !== undefined,
  });
}
