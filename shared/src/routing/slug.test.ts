import fc from 'fast-check';
import { EMPTY_SLUG, SLUG_MAX_LENGTH, slugify } from './slug.js';

describe('slugify', () => {
  it.each([
    ['Liège', 'liege'],
    ['Sint-Martens-Latem', 'sint-martens-latem'],
    ['  Villa — 4 slpk!  ', 'villa-4-slpk'],
    ['Appartement à Ixelles (Bruxelles)', 'appartement-a-ixelles-bruxelles'],
    ['Großes Haus', 'grosses-haus'],
    ['İstanbul', 'istanbul'],
    ['Œuvre & Cœur', 'oeuvre-coeur'],
    ['', EMPTY_SLUG],
    ['!!!', EMPTY_SLUG],
    ['Москва', EMPTY_SLUG],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('cuts long texts without leaving a dash at the end', () => {
    const slug = slugify(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b`);
    expect(slug).toBe('a'.repeat(SLUG_MAX_LENGTH - 1));
  });

  it('always gives a short, non-empty, URL-safe segment', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        const slug = slugify(text);
        expect(slug.length).toBeGreaterThan(0);
        expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
        expect(slug === EMPTY_SLUG || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)).toBe(true);
      }),
    );
  });

  it('is idempotent, so a slug read back from a URL re-renders unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(slugify(slugify(text))).toBe(slugify(text));
      }),
    );
  });
});
