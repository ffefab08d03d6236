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

/**
 * Where a choice is kept: the browser storage of the page's origin (a necessary item, no cookie),
 * as `{ version, decidedAt, choice }`. Here, not in the consent remote, because tests and tools
 * that stand in for a visitor who has already chosen write it too.
 */
export const CONSENT_STORAGE_KEY = 'immo.consent';

/**
 * Raised when the categories or what they cover change: a choice made under another version was
 * not informed about the current one, so the visitor is asked again.
 */
export const CONSENT_VERSION = 1;
