import type { PropertyEpc } from '../energy/label.js';

/** The groups of a property's attribute sheet, in the order they are shown. */
export const SHEET_GROUP_KEYS = [
  'surfaces',
  'layout',
  'energy',
  'asbestos',
  'flood',
  'comfort',
  'urbanism',
  'costs',
  'availability',
  'viager',
] as const;
export type SheetGroupKey = (typeof SHEET_GROUP_KEYS)[number];

/** A number whose kind says its unit (the texts are `property:units.*`). */
export type SheetMeasure = {
  kind:
    | 'area' // m²
    | 'length' // m
    | 'count'
    | 'year'
    | 'energy' // kWh/m²·year
    | 'energyTotal' // kWh/year
    | 'co2' // kg CO₂/m²·year
    | 'eLevel';
  value: number;
};

/** How one attribute's value is shown: `formatSheetValue` turns it into text, a UI may draw it. */
export type SheetValue =
  | SheetMeasure
  /** Euros, formatted as every price of the site; `perMonth` for a monthly amount. */
  | { kind: 'money'; value: number; perMonth: boolean }
  /** An ISO date (yyyy-mm-dd). */
  | { kind: 'date'; value: string }
  /** Yes or no. */
  | { kind: 'flag'; value: boolean }
  /** A word of a fixed vocabulary: `key` is its translation (`property:terms.heating.gas`), `value` the raw data. */
  | { kind: 'term'; key: string; value: string }
  /** A code printed as it is, e.g. the water test's G-score "A". */
  | { kind: 'score'; value: string }
  /** The EPC label, for a badge; as text it reads as on the certificate ("B+"). */
  | { kind: 'epc'; value: PropertyEpc }
  /** The ages of a viager's annuitants. */
  | { kind: 'ages'; value: number[] };

export type SheetRow = {
  /** The attribute's name as a translation key, e.g. `property:attributes.bedrooms`. */
  key: string;
  value: SheetValue;
};

export type SheetGroup = {
  key: SheetGroupKey;
  /** The group's heading as a translation key: `property:sections.{key}`. */
  title: string;
  rows: SheetRow[];
};
