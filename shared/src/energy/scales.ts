import type { EpcRegion } from './regions.js';

/** Every label key SPEC §9 uses, best first within each scale. */
export const EPC_LABELS = [
  'a_plusplus',
  'a_plus',
  'a',
  'a_sub',
  'b_plus',
  'b',
  'b_sub',
  'c_plus',
  'c',
  'c_sub',
  'd_plus',
  'd',
  'd_sub',
  'e_plus',
  'e',
  'e_sub',
  'f_plus',
  'f',
  'f_sub',
  'g',
  'h',
  'i',
] as const;
export type EpcLabelKey = (typeof EPC_LABELS)[number];

/** One band of a scale: values up to `max` (inclusive or not, per scale) get `label`. */
export type EpcBand = { label: EpcLabelKey; max: number };

export type EpcScale = {
  region: EpcRegion;
  /** Whether a value equal to a band's `max` still belongs to that band. */
  maxInclusive: boolean;
  /** Ordered from best to worst; the last band's max is Infinity. */
  bands: readonly EpcBand[];
  unit: 'kWh/m²·year';
};

/**
 * Flanders (SPEC §9): below 0 A+, 0-100 A, …, above 500 F. The Flemish certificate counts a
 * value on a boundary in the worse label (100 is B), so bands exclude their upper bound.
 */
const FLANDERS: EpcScale = {
  region: 'flanders',
  maxInclusive: false,
  unit: 'kWh/m²·year',
  bands: [
    { label: 'a_plus', max: 0 },
    { label: 'a', max: 100 },
    { label: 'b', max: 200 },
    { label: 'c', max: 300 },
    { label: 'd', max: 400 },
    { label: 'e', max: 500 },
    { label: 'f', max: Infinity },
  ],
};

/**
 * Brussels (SPEC §9), integer ranges with inclusive upper bounds. SPEC prints f_sub as 223–345,
 * an evident typo for 323–345 (f ends at 322); 0 itself is A+ (SPEC leaves 0 between "below 0" and 1).
 */
const BRUSSELS: EpcScale = {
  region: 'brussels',
  maxInclusive: true,
  unit: 'kWh/m²·year',
  bands: [
    { label: 'a_plus', max: 0 },
    { label: 'a', max: 23 },
    { label: 'a_sub', max: 45 },
    { label: 'b_plus', max: 62 },
    { label: 'b', max: 79 },
    { label: 'b_sub', max: 95 },
    { label: 'c_plus', max: 113 },
    { label: 'c', max: 132 },
    { label: 'c_sub', max: 150 },
    { label: 'd_plus', max: 170 },
    { label: 'd', max: 190 },
    { label: 'd_sub', max: 210 },
    { label: 'e_plus', max: 232 },
    { label: 'e', max: 253 },
    { label: 'e_sub', max: 275 },
    { label: 'f_plus', max: 298 },
    { label: 'f', max: 322 },
    { label: 'f_sub', max: 345 },
    { label: 'g', max: Infinity },
  ],
};

/**
 * Wallonia (SPEC §9). SPEC's ranges share their bounds (0-45, 45-85); the Walloon PEB counts a
 * boundary value in the better label: 0 is A++, 45 is A+, 85 is A.
 */
const WALLONIA: EpcScale = {
  region: 'wallonia',
  maxInclusive: true,
  unit: 'kWh/m²·year',
  bands: [
    { label: 'a_plusplus', max: 0 },
    { label: 'a_plus', max: 45 },
    { label: 'a', max: 85 },
    { label: 'b', max: 170 },
    { label: 'c', max: 255 },
    { label: 'd', max: 340 },
    { label: 'e', max: 425 },
    { label: 'f', max: 510 },
    { label: 'g', max: Infinity },
  ],
};

/**
 * Luxembourg, which SPEC leaves open: the residential energy-efficiency classes A–I in
 * kWh/m²·year of the Grand-Ducal regulation on the energy performance of residential
 * buildings (règlement grand-ducal modifié du 30 novembre 2007, classes as revised in 2021):
 * A ≤45, B 46–95, C 96–125, D 126–145, E 146–210, F 211–295, G 296–395, H 396–530, I ≥531.
 */
const LUXEMBOURG: EpcScale = {
  region: 'luxembourg',
  maxInclusive: true,
  unit: 'kWh/m²·year',
  bands: [
    { label: 'a', max: 45 },
    { label: 'b', max: 95 },
    { label: 'c', max: 125 },
    { label: 'd', max: 145 },
    { label: 'e', max: 210 },
    { label: 'f', max: 295 },
    { label: 'g', max: 395 },
    { label: 'h', max: 530 },
    { label: 'i', max: Infinity },
  ],
};

export const EPC_SCALES: Readonly<Record<EpcRegion, EpcScale>> = {
  flanders: FLANDERS,
  brussels: BRUSSELS,
  wallonia: WALLONIA,
  luxembourg: LUXEMBOURG,
};
