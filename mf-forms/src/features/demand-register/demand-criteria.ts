import type { FieldValues } from 'react-hook-form';
import { asList } from '../../components/form-kit/field-values.js';
import type { RegionTree, Zone } from './region-tree.js';

/** What the visitor has asked for so far, as far as a list could filter on it (the page's search alert). */
export type DemandCriteria = {
  goal: string;
  types: string[];
  maxPrice: number | null;
  minBedrooms: number | null;
  zones: Zone[];
};

/** A number box holds the typed digits (numberInput); anything else is no answer yet. */
function numberOrNull(value: unknown): number | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const number = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) ? number : null;
}

/** The form's values as criteria; a zone id the tree does not know (yet) is left out. */
export function demandCriteria(values: FieldValues, tree: RegionTree | null): DemandCriteria {
  const zones = asList(values.regions)
    .map((id) => tree?.byId.get(id))
    .filter((zone): zone is Zone => zone !== undefined);
  return {
    goal: typeof values.goal === 'string' ? values.goal : '',
    types: asList(values.types),
    maxPrice: numberOrNull(values.maxPrice),
    minBedrooms: numberOrNull(values.minBedrooms),
    zones,
  };
}
