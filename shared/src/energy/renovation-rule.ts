import { EPC_LABELS, type EpcLabelKey } from './scales.js';
import { epcLabelText } from './label.js';
import type { EpcRegion } from './regions.js';

/**
 * SPEC §9 "Energy rule": homes bought from 2023 with label E or F must be renovated to D or
 * better within 5 years. The original German text said 6 years; that was a defect: the rule is
 * the same in every language, and its text (`energy:renovationRule`) takes these numbers.
 */
export const RENOVATION_RULE = {
  region: 'flanders' as EpcRegion,
  fromYear: 2023,
  labels: ['e', 'f'] as readonly EpcLabelKey[],
  target: 'd' as EpcLabelKey,
  years: 5,
} as const;

/** Interpolation values for `t('energy:renovationRule', …)`. */
export function renovationRuleParams(): { fromYear: number; labels: string; target: string; years: number } {
  return {
    fromYear: RENOVATION_RULE.fromYear,
    labels: RENOVATION_RULE.labels.map(epcLabelText).join('/'),
    target: epcLabelText(RENOVATION_RULE.target),
    years: RENOVATION_RULE.years,
  };
}

/** The year by which a home must reach the target label, or null when the rule does not apply. */
export function renovationDeadline(
  purchaseYear: number,
  label: EpcLabelKey | null,
  region: EpcRegion | null,
): number | null {
  if (!label || region !== RENOVATION_RULE.region || purchaseYear < RENOVATION_RULE.fromYear) return null;
  if (!RENOVATION_RULE.labels.includes(label)) return null;
  return purchaseYear + RENOVATION_RULE.years;
}

/** Whether a label meets the renovation target (D or better on the Flemish scale). */
export function meetsRenovationTarget(label: EpcLabelKey): boolean {
  return EPC_LABELS.indexOf(label) <= EPC_LABELS.indexOf(RENOVATION_RULE.target);
}

/** Whether the rule binds a buyer of this home today (every purchase today is from 2023 on). */
export function renovationRuleApplies(label: EpcLabelKey | null, region: EpcRegion | null): boolean {
  return renovationDeadline(RENOVATION_RULE.fromYear, label, region) !== null;
}
