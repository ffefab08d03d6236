import type { PurchaseCostInput } from '../src/buying/purchase-costs.js';

/** Issue 25's worked example: an existing home of €300,000 in Flanders, the buyer's sole own home, no loan. */
export const FLEMISH_SOLE_HOME: PurchaseCostInput = {
  price: 300_000,
  region: 'flanders',
  soleOwnHome: true,
  newBuild: false,
  reducedVat: false,
  loanAmount: 0,
};
