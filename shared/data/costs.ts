import type { BelgianRegion, CountryKey } from './cities.js';

/**
 * Purchase costs shown on the detail page. Simplified but with the real Belgian mechanics, so
 * the numbers look like what a buyer is told at the agency.
 */

/** The legal notary fee scale for a sale (bracket upper bound, marginal rate). */
const NOTARY_BRACKETS: ReadonlyArray<readonly [number, number]> = [
  [7_500, 0.0456],
  [17_500, 0.0285],
  [30_000, 0.0228],
  [45_495, 0.0171],
  [64_095, 0.0114],
  [250_095, 0.0057],
  [Infinity, 0.00057],
];
/** Searches, deed copies and the like, a rough flat amount on top of the fee. */
const NOTARY_ADMIN_COSTS = 1_150;
const VAT_RATE = 0.21;

export function notaryFee(price: number): number {
  let fee = 0;
  let lower = 0;
  for (const [upper, rate] of NOTARY_BRACKETS) {
    if (price <= lower) break;
    fee += (Math.min(price, upper) - lower) * rate;
    lower = upper;
  }
  return Math.round(fee * (1 + VAT_RATE) + NOTARY_ADMIN_COSTS);
}

/** Brussels exempts the first €200,000 of a first home costing up to €600,000. */
const BRUSSELS_ABATEMENT = 200_000;
const BRUSSELS_ABATEMENT_CEILING = 600_000;

/**
 * Registration rights (2026 rates): a reduced rate for a home the buyer will live in, the
 * standard rate for anything else. Outside Belgium and Luxembourg the agency quotes no figure.
 */
export function registrationRights(
  price: number,
  country: CountryKey,
  region: BelgianRegion | null,
  residential: boolean,
): number | undefined {
  if (country === 'luxembourg') return Math.round(price * 0.07);
  if (country !== 'belgium' || region === null) return undefined;
  switch (region) {
    case 'flanders':
      return Math.round(price * (residential ? 0.02 : 0.12));
    case 'wallonia':
      return Math.round(price * (residential ? 0.03 : 0.125));
    case 'brussels': {
      const abatement = residential && price <= BRUSSELS_ABATEMENT_CEILING ? BRUSSELS_ABATEMENT : 0;
      return Math.round(Math.max(0, price - abatement) * 0.125);
    }
  }
}

/** New builds are sold with VAT instead of registration rights on the building. */
export function newBuildVat(price: number): number {
  return Math.round(price * VAT_RATE);
}

/** Belgian law caps the rental deposit of a home at three months' rent (SPEC §9). */
export function rentalDeposit(monthlyRent: number): number {
  return monthlyRent * 3;
}
