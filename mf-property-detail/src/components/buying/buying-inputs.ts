import { mortgage, purchaseCosts, type BuyingRegion, type Mortgage, type PurchaseCosts } from '@immo/shared';
import { parseDecimal, parseEuros, parseWhole } from './typed-number.js';

/**
 * What the visitor typed and chose in the purchase-cost calculator and the mortgage simulator,
 * as typed (text): "12," stays "12," while the visitor types on, whatever renders in between.
 */
export type BuyingInputs = {
  price: string;
  /** '' until chosen (the page of its own and the widget start without one unless told). */
  region: BuyingRegion | '';
  soleOwnHome: boolean;
  newBuild: boolean;
  reducedVat: boolean;
  ownFunds: string;
  years: string;
  /** Empty until the visitor types one: the site shows no lender's rate (Belgian credit advertising rules). */
  rate: string;
};

export type BuyingField = 'price' | 'region' | 'ownFunds' | 'years' | 'rate';

/** The inputs and the fields the visitor has changed: what a page keeps to show them again. */
export type BuyingDraft = { inputs: BuyingInputs; edited: readonly BuyingField[] };

/** The limits of the simulator's fields (the issue's): a loan of 1 to 40 years at 0 to 20 %. */
export const LIMITS = { years: { min: 1, max: 40 }, rate: { min: 0, max: 20 } } as const;

/** A field's error: the key of its message in the `buying` namespace (under `errors.`). */
export type FieldErrors = Partial<Record<BuyingField, BuyingField>>;

/**
 * Everything the two parts show, computed from the inputs in one place: each field's error, the
 * purchase costs (when price, region and own funds are right: the mortgage deed is taken on the
 * loan) and the mortgage (when its fields and a rate are right). Pure: the server renders the same.
 */
export type BuyingFigures = {
  errors: FieldErrors;
  price: number | null;
  loanAmount: number | null;
  costs: PurchaseCosts | null;
  loan: Mortgage | null;
};

const inRange = (value: number | null, min: number, max: number) => value !== null && value >= min && value <= max;

/**
 * `edited` names the fields the visitor has changed: an empty field is wrong only once touched
 * (a page that opens with an empty price says nothing until the visitor types).
 */
export function buyingFigures(inputs: BuyingInputs, edited: ReadonlySet<BuyingField> = new Set()): BuyingFigures {
  const shown = (field: BuyingField, text: string) => text.trim() !== '' || edited.has(field);
  const errors: FieldErrors = {};
  const price = parseEuros(inputs.price);
  const priceOk = price !== null && price > 0;
  if (!priceOk && shown('price', inputs.price)) errors.price = 'price';
  if (!inputs.region && edited.has('region')) errors.region = 'region';

  const ownFunds = inputs.ownFunds.trim() === '' ? 0 : parseEuros(inputs.ownFunds);
  const ownFundsOk = ownFunds !== null && ownFunds >= 0 && (!priceOk || ownFunds <= price);
  if (!ownFundsOk) errors.ownFunds = 'ownFunds';
  const years = parseWhole(inputs.years);
  const yearsOk = inRange(years, LIMITS.years.min, LIMITS.years.max);
  if (!yearsOk && shown('years', inputs.years)) errors.years = 'years';
  const rate = parseDecimal(inputs.rate);
  const rateOk = inRange(rate, LIMITS.rate.min, LIMITS.rate.max);
  if (!rateOk && inputs.rate.trim() !== '') errors.rate = 'rate';

  const loanAmount = priceOk && ownFundsOk ? price - ownFunds! : null;
  const costs =
    loanAmount !== null && inputs.region
      ? purchaseCosts({
          price: price!,
          region: inputs.region,
          soleOwnHome: inputs.soleOwnHome,
          newBuild: inputs.newBuild,
          reducedVat: inputs.newBuild && inputs.reducedVat,
          loanAmount,
        })
      : null;
  const loan =
    loanAmount !== null && yearsOk && rateOk
      ? mortgage({ amount: loanAmount, years: years!, yearlyRate: rate! })
      : null;
  return { errors, price: priceOk ? price : null, loanAmount, costs, loan };
}

/**
 * Where the two parts start: a sole own home (the common case on a home's page; the visitor
 * unticks it), a 20-year loan, no own funds (the whole price borrowed, the placeholder says 0), and
 * no rate until the visitor types one.
 */
export function startingInputs(start: Partial<BuyingInputs> = {}): BuyingInputs {
  return {
    price: '',
    region: '',
    soleOwnHome: true,
    newBuild: false,
    reducedVat: false,
    ownFunds: '',
    years: '20',
    rate: '',
    ...start,
  };
}
