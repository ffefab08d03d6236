import { PRICE_UNITS, type PublicProperty } from '@immo/shared';

/**
 * SPEC §9 names the rental conditions (minimum income, maximum persons, first month's rent,
 * charges, inventory share, 3 months' deposit) but no figures for the first two. Chosen here:
 * - minimum income: 3 × the monthly rent (the rent at most a third of the household's net
 *   income, the rule Belgian agencies apply), charges not counted, rounded up to whole euros;
 * - maximum persons: 2 per bedroom, a studio (0 bedrooms) counted as one bedroom.
 * The deposit is the property's own Details.Deposit, else 3 months' rent (SPEC §9).
 */
export const MIN_INCOME_RENT_MULTIPLE = 3;
export const PERSONS_PER_BEDROOM = 2;
export const DEPOSIT_MONTHS = 3;

export type RentalTerms = {
  /** The rent per month; null when the price is not published or not a rent per month or year. */
  monthlyRent: number | null;
  /** The charges per month (Details.Charges); null when unknown. */
  charges: number | null;
  deposit: number | null;
  minIncome: number | null;
  /** Null when the number of bedrooms is unknown (a garage, an office). */
  maxPersons: number | null;
};

function monthlyRentOf(property: PublicProperty): number | null {
  const price = property.Price;
  if (price === null || !Number.isFinite(price) || price <= 0) return null;
  // A rent is stated per month; a price without unit on a rental is read as monthly too.
  if (property.PriceUnit === PRICE_UNITS.perMonth || property.PriceUnit === PRICE_UNITS.total) return price;
  if (property.PriceUnit === PRICE_UNITS.perYear) return price / 12;
  return null;
}

export function rentalTerms(property: PublicProperty): RentalTerms {
  const monthlyRent = monthlyRentOf(property);
  const { Charges, Deposit, Bedrooms } = property.Details;
  return {
    monthlyRent,
    charges: Charges ?? null,
    deposit: Deposit ?? (monthlyRent === null ? null : monthlyRent * DEPOSIT_MONTHS),
    minIncome: monthlyRent === null ? null : Math.ceil(monthlyRent * MIN_INCOME_RENT_MULTIPLE),
    maxPersons: Bedrooms === undefined ? null : Math.max(1, Bedrooms) * PERSONS_PER_BEDROOM,
  };
}
