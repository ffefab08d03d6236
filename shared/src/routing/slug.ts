import { foldAccents } from '../format/fold-accents.js';

/** Long titles make unwieldy URLs; the id at the end identifies the property anyway. */
export const SLUG_MAX_LENGTH = 80;

/**
 * What a text with no usable letters becomes (e.g. a title in Cyrillic or only punctuation). It is a
 * normal path segment, so a path built with it still resolves, and `slugify(EMPTY_SLUG)` is itself.
 */
export const EMPTY_SLUG = '-';

/**
 * A URL segment for a city or title: accents folded ("Liège" → "liege"), lower case, every run of
 * other characters turned into one dash, no dash at either end, at most SLUG_MAX_LENGTH characters,
 * never empty. Idempotent, so a slug read back from a URL re-renders unchanged.
 */
export function slugify(text: string): string {
  // Lower-case first: "İ" lower-cases to "i" plus a combining dot that folding then removes.
  const slug = foldAccents(text.toLowerCase())
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
  return slug === '' ? EMPTY_SLUG : slug;
}
