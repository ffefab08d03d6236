import { purchaseCosts, type PurchaseCostInput, type PurchaseCostLine } from '../src/buying/index.js';
import type { BelgianRegion, CountryKey } from './cities.js';

/**
 * The purchase costs the sample agency enters for each property, by the rules the site's calculator
 * applies (`purchaseCosts` of src/buying), so the facts and the calculator on one page agree.
 */

/** The notary's fee and the deed's fixed costs, VAT included: what a buyer is quoted as "notary fee". */
export function notaryFee(price: number): number {
  const costs = purchaseCosts(residentialPurchase(price, 'flanders', true));
  return lineAmount(costs.lines, 'notaryFee') + lineAmount(costs.lines, 'deedCosts');
}

/** Luxembourg's registration and transcription duties on a home (the site has no calculator for it). */
const LUXEMBOURG_DUTIES_RATE = 0.07;

/**
 * Registration rights: a reduced rate for a home the buyer will live in, the standard rate for
 * anything else. Outside Belgium and Luxembourg the agency quotes no figure.
 */
export function registrationRights(
  price: number,
  country: CountryKey,
  region: BelgianRegion | null,
  residential: boolean,
): number | undefined {
  if (country === 'luxembourg') return Math.round(price * LUXEMBOURG_DUTIES_RATE);
  if (country !== 'belgium' || region === null) return undefined;
  return lineAmount(purchaseCosts(residentialPurchase(price, region, residential)).lines, 'registrationDuties');
}

/** A purchase without a loan (the region changes only the duties: the notary's scale and VAT are national). */
function residentialPurchase(price: number, region: BelgianRegion, soleOwnHome: boolean): PurchaseCostInput {
  return { price: Math.max(1, price), region, soleOwnHome, newBuild: false, reducedVat: false, loanAmount: 0 };
}

function lineAmount(lines: readonly PurchaseCostLine[], key: PurchaseCostLine['key']): number {
  return lines.find((line) => line.key === key)?.amount ?? 0;
}

/** New builds are sold with VAT instead of registration rights on the building. */
export function newBuildVat(price: number): number {
  return lineAmount(purchaseCosts({ ...residentialPurchase(price, 'flanders', false), newBuild: true }).lines, 'vat');
}

/** Belgian law caps the rental deposit of a home at three months' rent (SPEC §9). */
export function rentalDeposit(monthlyRent: number): number {
  return monthlyRent * 3;
}
