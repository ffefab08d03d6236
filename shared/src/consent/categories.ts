/** SPEC §2 "Cookie consent" categories; necessary is always on. */
export const CONSENT_CATEGORIES = ['necessary', 'analytical', 'marketing', 'social', 'unclassified'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/** A visitor's choice: undecided until they choose, then one flag per category. */
export type ConsentChoice = Record<ConsentCategory, boolean> & { necessary: true };

export type ConsentState =
  { status: 'undecided' } | { status: 'decided'; choice: ConsentChoice; version: number; decidedAt: string };

export const NECESSARY_ONLY: ConsentChoice = {
  necessary: true,
  analytical: false,
  marketing: false,
  social: false,
  unclassified: false,
};

export const ALL_ACCEPTED: ConsentChoice = {
  necessary: true,
  analytical: true,
  marketing: true,
  social: true,
  unclassified: true,
};
