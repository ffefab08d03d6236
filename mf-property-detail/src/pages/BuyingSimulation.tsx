import type { BuyingInputs } from '../components/buying/buying-inputs.js';
import { useBuyingInputs, type KeptDraft } from '../components/buying/use-buying-inputs.js';
import { MortgageSimulator } from '../features/mortgage/MortgageSimulator.js';
import { PurchaseCostsCalculator } from '../features/purchase-costs/PurchaseCostsCalculator.js';

export type BuyingSimulationProps = {
  /** Where the fields start (read once: what the visitor types afterwards stays). */
  initial: BuyingInputs;
  regionChoice: boolean;
  /** The level of the two parts' headings. */
  heading: 'h2' | 'h3' | 'h4';
  /** Where what was typed is kept beyond this component (see useBuyingInputs). */
  kept?: KeptDraft | undefined;
};

/**
 * The purchase-cost calculator and the mortgage simulator side by side (one above the other where
 * the column is narrow), on one state: the simulator's loan is the calculator's mortgage deed, the
 * calculator's costs are in the simulator's total cost.
 */
export function BuyingSimulation({ initial, regionChoice, heading, kept }: BuyingSimulationProps) {
  const form = useBuyingInputs(initial, kept);
  return (
    <div className="immo-buying">
      <PurchaseCostsCalculator form={form} regionChoice={regionChoice} heading={heading} />
      <MortgageSimulator form={form} heading={heading} />
    </div>
  );
}
