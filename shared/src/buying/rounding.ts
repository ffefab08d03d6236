/**
 * Rounding of the purchase costs. With whole-euro amounts and rates of at most three decimals (the
 * notary scale's 0.057 %), plus 21 % VAT on a fee, an exact cost has at most 7 decimals (the notary
 * fee at €676,313 is 3,257.4999996: €3,257). Doubles add noise below that, which can hide a true
 * half; counting in hundred-millionths of a euro first removes the noise without moving an exact
 * value, so a true half rounds up, as a person with a calculator would.
 */
function snapped(amount: number): number {
  return Math.round(amount * 100_000_000) / 100_000_000;
}

/** Whole euros, half up (amounts here are never negative). */
export function roundEuros(amount: number): number {
  return Math.round(snapped(amount));
}

/** `percent` % of `amount`, unrounded. */
export function percentOf(amount: number, percent: number): number {
  return (amount * percent) / 100;
}
