/**
 * The prices a visitor picks from: sale prices in steps a buyer thinks in, rents per month. A
 * select rather than a free number keeps the filter usable with one thumb on a phone.
 */
export const SALE_PRICE_STEPS = [
  100_000, 150_000, 200_000, 250_000, 300_000, 350_000, 400_000, 500_000, 750_000, 1_000_000,
];
export const RENT_PRICE_STEPS = [500, 750, 1_000, 1_250, 1_500, 2_000, 2_500, 3_000];

export function priceSteps(goal: 'sale' | 'rent' | undefined): number[] {
  return goal === 'rent' ? RENT_PRICE_STEPS : SALE_PRICE_STEPS;
}

/** A price from the URL that is not a step still shows as an option, so the select never lies. */
export function stepsWith(steps: readonly number[], current: number | undefined): number[] {
  if (current === undefined || steps.includes(current)) return [...steps];
  return [...steps, current].sort((a, b) => a - b);
}

export const BEDROOM_STEPS = [1, 2, 3, 4, 5];
