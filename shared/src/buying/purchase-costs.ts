import { epcRegion } from '../energy/regions.js';
import { degressiveScaleAmount } from './degressive-scale.js';
import { PURCHASE_COST_RULES as RULES } from './purchase-cost-rules.js';
import { percentOf, roundEuros } from './rounding.js';

/** The Belgian regions whose purchase-cost rules the calculator knows (each has its registration duties). */
export const BUYING_REGIONS = ['flanders', 'wallonia', 'brussels'] as const;
export type BuyingRegion = (typeof BUYING_REGIONS)[number];

export function isBuyingRegion(value: unknown): value is BuyingRegion {
  return typeof value === 'string' && (BUYING_REGIONS as readonly string[]).includes(value);
}

export type PurchaseCostInput = {
  /** Whole euros, > 0; excluding VAT for a new build. */
  price: number;
  region: BuyingRegion;
  soleOwnHome: boolean;
  /** VAT instead of registration duties. */
  newBuild: boolean;
  /** The 6 % regime (only read when newBuild). */
  reducedVat: boolean;
  /** Whole euros, ≥ 0; 0 = no mortgage deed. */
  loanAmount: number;
};

export type PurchaseCostKey = 'registrationDuties' | 'vat' | 'notaryFee' | 'deedCosts' | 'mortgageDeed';

/**
 * One cost the buyer pays, in whole euros including any VAT on it. `rate` is the percent applied
 * (registration duties, VAT); `abatement` the euros of the price exempted (Brussels).
 */
export type PurchaseCostLine = { key: PurchaseCostKey; amount: number; rate?: number; abatement?: number };

/** The lines that apply, in the order a notary's statement lists them; `total` is their sum. */
export type PurchaseCosts = { lines: PurchaseCostLine[]; total: number; rulesDate: string };

/**
 * The purchase costs of a home under PURCHASE_COST_RULES: registration duties or VAT, the notary's
 * fee and deed costs, and the mortgage deed when there is a loan. Each line is rounded once, to
 * whole euros half up, after its parts (fee and VAT on it) are added; the total is the sum of the
 * rounded lines, so the figures a visitor sees add up. The price and the loan are taken in whole
 * euros (rounded first: what `roundEuros` needs to be exact). Throws a RangeError on a price under
 * €1 or a negative loan: the form validates first.
 */
export function purchaseCosts(given: PurchaseCostInput): PurchaseCosts {
  const input = { ...given, price: Math.round(given.price), loanAmount: Math.round(given.loanAmount) };
  assertAmounts(input);
  const lines: PurchaseCostLine[] = [
    input.newBuild ? vatLine(input) : registrationDutiesLine(input),
    { key: 'notaryFee', amount: roundEuros(notaryFeeWithVat(input.price)) },
    { key: 'deedCosts', amount: roundEuros(deedCostsWithVat()) },
  ];
  if (input.loanAmount > 0)
    lines.push({ key: 'mortgageDeed', amount: roundEuros(mortgageDeedCosts(input.loanAmount)) });
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return { lines, total, rulesDate: RULES.date };
}

/** The region whose purchase-cost rules apply: `epcRegion` without Luxembourg (Belgian properties only). */
export function buyingRegion(
  zip: string | number | null | undefined,
  countryId: number | null | undefined,
): BuyingRegion | null {
  const region = epcRegion(zip, countryId);
  return region === 'luxembourg' ? null : region;
}

function assertAmounts({ price, loanAmount }: PurchaseCostInput): void {
  if (!Number.isFinite(price) || price < 1) throw new RangeError(`price must be at least €1, got ${price}`);
  if (!Number.isFinite(loanAmount) || loanAmount < 0) {
    throw new RangeError(`loanAmount must be zero or more, got ${loanAmount}`);
  }
}

function registrationDutiesLine({ price, region, soleOwnHome }: PurchaseCostInput): PurchaseCostLine {
  const rule = RULES.registrationDuties[region];
  const rate = soleOwnHome ? rule.soleOwnHomeRate : rule.otherRate;
  const abatement = registrationAbatement(price, region, soleOwnHome);
  const line: PurchaseCostLine = {
    key: 'registrationDuties',
    amount: roundEuros(percentOf(Math.max(0, price - abatement), rate)),
    rate,
  };
  if (abatement > 0) line.abatement = abatement;
  return line;
}

/** Brussels: the first €200,000 are exempt for a sole own home priced at most €600,000 (the ceiling included). */
function registrationAbatement(price: number, region: BuyingRegion, soleOwnHome: boolean): number {
  if (region !== 'brussels') return 0;
  const { amount, priceCeiling, soleOwnHomeOnly } = RULES.registrationDuties.brussels.abatement;
  if (soleOwnHomeOnly && !soleOwnHome) return 0;
  return price <= priceCeiling ? Math.min(amount, price) : 0;
}

function vatLine({ price, reducedVat }: PurchaseCostInput): PurchaseCostLine {
  const rate = reducedVat ? RULES.vat.reducedRate : RULES.vat.rate;
  return { key: 'vat', amount: roundEuros(percentOf(price, rate)), rate };
}

/** The notary's fee on the legal scale, with VAT. */
function notaryFeeWithVat(price: number): number {
  return withVat(degressiveScaleAmount(price, RULES.notaryFee.scale), RULES.notaryFee.vatRate);
}

/** The fixed costs of the purchase deed (and any fixed searches amount), with VAT. */
function deedCostsWithVat(): number {
  const { mainDeed, searchesAndFees, vatRate } = RULES.deedCosts;
  return withVat(mainDeed, vatRate) + searchesAndFees;
}

/** Registration duty and inscription fee on the loan, the credit deed's fee and fixed costs with VAT. */
function mortgageDeedCosts(loanAmount: number): number {
  const { registrationRate, inscriptionRate, notaryFeeScale } = RULES.mortgageDeed;
  const { additionalDeed, vatRate } = RULES.deedCosts;
  const notary = withVat(degressiveScaleAmount(loanAmount, notaryFeeScale) + additionalDeed, vatRate);
  return percentOf(loanAmount, registrationRate) + percentOf(loanAmount, inscriptionRate) + notary;
}

function withVat(amount: number, vatRate: number): number {
  return amount + percentOf(amount, vatRate);
}
