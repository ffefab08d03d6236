import type { Area } from '@immo/shared';

// Two areas for the tests of the drawn-area search (the list's and the map's), written once.

/** A rectangle around Gent. */
export const GENT: Area = [
  [51.1, 3.6],
  [51.1, 3.8],
  [51.0, 3.8],
  [51.0, 3.6],
];

/** A triangle near Brugge. */
export const BRUGGE: Area = [
  [51.25, 3.15],
  [51.25, 3.3],
  [51.15, 3.3],
];
