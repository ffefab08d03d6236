import type { ScaleBracket } from './purchase-cost-rules.js';
import { percentOf } from './rounding.js';

/** The amount a degressive scale gives: each bracket's rate on the part of `amount` inside it, unrounded. */
export function degressiveScaleAmount(amount: number, scale: readonly ScaleBracket[]): number {
  let total = 0;
  let from = 0;
  for (const bracket of scale) {
    const to = bracket.upTo === null ? amount : Math.min(amount, bracket.upTo);
    if (to > from) total += percentOf(to - from, bracket.rate);
    if (bracket.upTo === null || amount <= bracket.upTo) break;
    from = bracket.upTo;
  }
  return total;
}
