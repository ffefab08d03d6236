import { EPC_LABELS, type EpcLabelKey } from '@immo/shared';

/** The letters a visitor filters on: "B or better" reads the same in every region. */
export const EPC_FILTER_LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g'] as const;
export type EpcFilterLetter = (typeof EPC_FILTER_LETTERS)[number];

/**
 * Every label of every region's scale up to a letter: B or better is A++, A+, A, A-, B+, B and B-.
 * Scales differ per region (SPEC §9), so the filter lists labels rather than a region's values.
 */
export function epcLabelsUpTo(letter: EpcFilterLetter): EpcLabelKey[] {
  return EPC_LABELS.filter((label) => label[0]! <= letter);
}

/** The letter whose "or better" list the query holds, or null for another list (a hand-made link). */
export function epcFilterLetter(labels: readonly string[] | undefined): EpcFilterLetter | null {
  if (!labels || labels.length === 0) return null;
  const given = [...labels].sort().join(',');
  return EPC_FILTER_LETTERS.find((letter) => [...epcLabelsUpTo(letter)].sort().join(',') === given) ?? null;
}
