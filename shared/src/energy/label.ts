import { EPC_LABELS, EPC_SCALES, type EpcLabelKey } from './scales.js';
import { epcRegion, type EpcRegion } from './regions.js';

/** The label of an energy performance value (kWh/m²·year) on a region's scale; null when unknown. */
export function epcLabel(value: number | null | undefined, region: EpcRegion | null | undefined): EpcLabelKey | null {
  if (value === null || value === undefined || !Number.isFinite(value) || !region) return null;
  const scale = EPC_SCALES[region];
  const band = scale.bands.find((candidate) => (scale.maxInclusive ? value <= candidate.max : value < candidate.max));
  return band?.label ?? null;
}

/** "A+" → a_plus, "B-" → b_sub, "a_plus" stays: certificates are typed by people in either form. */
export function normalizeEpcLabel(text: string | null | undefined): EpcLabelKey | null {
  if (!text) return null;
  const compact = text.trim().toLowerCase().replace(/\s+/g, '');
  const key = compact.replace(/\+\+$/, '_plusplus').replace(/\+$/, '_plus').replace(/-$/, '_sub');
  return (EPC_LABELS as readonly string[]).includes(key) ? (key as EpcLabelKey) : null;
}

/** a_plus → "A+", b_sub → "B-", a_plusplus → "A++": how a label is printed on a certificate. */
export function epcLabelText(label: EpcLabelKey): string {
  const [letter = '', suffix] = label.split('_');
  const mark = suffix === 'plusplus' ? '++' : suffix === 'plus' ? '+' : suffix === 'sub' ? '-' : '';
  return letter.toUpperCase() + mark;
}

export type PropertyEpc = {
  label: EpcLabelKey;
  region: EpcRegion | null;
  value: number | null;
  /** A label from the certificate wins over the one computed from the value. */
  source: 'certificate' | 'computed';
};

type EpcFields = {
  Zip: string;
  CountryID: number;
  EnergyPerformance: number | null;
  EPCLabelText: string | null;
};

/** The EPC of a property: its certificate label when it carries one, else computed by region. */
export function propertyEpc(property: EpcFields): PropertyEpc | null {
  const region = epcRegion(property.Zip, property.CountryID);
  const value = property.EnergyPerformance;
  const certified = normalizeEpcLabel(property.EPCLabelText);
  if (certified) return { label: certified, region, value, source: 'certificate' };
  const computed = epcLabel(value, region);
  return computed ? { label: computed, region, value, source: 'computed' } : null;
}
