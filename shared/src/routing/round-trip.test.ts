import fc from 'fast-check';
import { LANGUAGES, type Lang } from '../i18n/languages.js';
import { THANK_YOU_FORMS } from '../entities/forms/index.js';
import { PAGES, type PageKey } from './pages.js';
import { PROPERTY_KINDS } from './path-table.js';
import { pagePath } from './page-path.js';
import { resolveRoute } from './resolve-route.js';
import { slugify } from './slug.js';
import { localizePath } from './localize-path.js';
import { switchLanguage } from './switch-language.js';

/** A page, a language and canonical params that page can carry in that language. */
interface Target {
  page: PageKey;
  lang: Lang;
  params: Record<string, string>;
}

const lang = fc.constantFrom(...LANGUAGES);
const id = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }).map(String);
const slug = fc.string({ unit: 'grapheme', maxLength: 60 }).map(slugify);

const target: fc.Arbitrary<Target> = fc.oneof(
  fc.record({
    page: fc.constantFrom(...PAGES.filter((page) => page !== 'property' && page !== 'feedback')),
    lang,
    params: fc.constant({}),
  }),
  fc.record({
    page: fc.constant('feedback' as const),
    lang,
    params: fc.record({ form: fc.constantFrom(...THANK_YOU_FORMS) }),
  }),
  fc.record({ page: fc.constant('property' as const), lang, params: fc.record({ id }) }),
  fc.record({
    page: fc.constant('property' as const),
    lang: fc.constantFrom('nl', 'fr', 'de' as const),
    params: fc.record({ id, kind: fc.constantFrom(...PROPERTY_KINDS), city: slug, slug }),
  }),
);

/** Optional query and hash, as links carry them. */
const suffix = fc.oneof(
  fc.constant(''),
  fc.constant('?city=Gent|9000'),
  fc.constant('#top'),
  fc.string({ maxLength: 20 }).map((text) => `?q=${encodeURIComponent(text)}#h`),
);

/** The same path as a visitor might type it: any case, trailing slash or not. */
function mangle(path: string, upper: readonly boolean[], dropSlash: boolean): string {
  const cased = [...path]
    .map((char, index) => (upper[index % Math.max(upper.length, 1)] ? char.toUpperCase() : char.toLowerCase()))
    .join('');
  return dropSlash && cased.length > 1 ? cased.replace(/\/$/, '') : cased;
}

describe('round trips over the whole table', () => {
  it.each(LANGUAGES.flatMap((l) => PAGES.map((page) => [page, l] as const)))(
    '%s in %s resolves back to itself',
    (page, l) => {
      const params: Record<string, string> =
        page === 'property' ? { id: '42' } : page === 'feedback' ? { form: 'contact-demand' } : {};
      expect(resolveRoute(pagePath(page, l, params))).toEqual({ lang: l, page, params });
    },
  );

  it('resolveRoute(pagePath(page, lang, params)) gives back { lang, page, params }', () => {
    fc.assert(
      fc.property(target, ({ page, lang: l, params }) => {
        expect(resolveRoute(pagePath(page, l, params))).toEqual({ lang: l, page, params });
      }),
    );
  });

  it('resolves the same route whatever the case, the trailing slash, the query and an /en/ prefix', () => {
    fc.assert(
      fc.property(
        target,
        fc.array(fc.boolean(), { minLength: 1 }),
        fc.boolean(),
        suffix,
        (t, upper, dropSlash, tail) => {
          const path = pagePath(t.page, t.lang, t.params);
          const route = { lang: t.lang, page: t.page, params: t.params };
          expect(resolveRoute(mangle(path, upper, dropSlash) + tail)).toEqual(route);
          if (t.lang === 'en') expect(resolveRoute(`/en${path}${tail}`)).toEqual(route);
        },
      ),
    );
  });

  it('always writes a canonical path: leading and trailing slash, table spelling, prefix unless English', () => {
    fc.assert(
      fc.property(target, ({ page, lang: l, params }) => {
        const path = pagePath(page, l, params);
        expect(path).toMatch(/^\/(.*\/)?$/);
        expect(path.startsWith(`/${l}/`)).toBe(l !== 'en');
        expect(localizePath(path, l)).toBe(path);
      }),
    );
  });

  it('switchLanguage to any language and back returns the original path, query and hash included', () => {
    fc.assert(
      fc.property(target, lang, suffix, (t, other, tail) => {
        // English has no slugs for a property (SPEC /property/{id}/), so only the id survives a trip through it.
        fc.pre(!(t.page === 'property' && 'slug' in t.params && other === 'en'));
        const path = pagePath(t.page, t.lang, t.params) + tail;
        const there = switchLanguage(path, other);
        expect(resolveRoute(there)).toMatchObject({ lang: other, page: t.page });
        expect(there.endsWith(tail)).toBe(true);
        expect(switchLanguage(there, t.lang)).toBe(path);
      }),
    );
  });

  it('switchLanguage agrees with localizePath on known paths', () => {
    fc.assert(
      fc.property(target, lang, suffix, (t, other, tail) => {
        const path = pagePath(t.page, t.lang, t.params) + tail;
        expect(switchLanguage(path, other)).toBe(localizePath(path, other));
      }),
    );
  });

  it('falls back to the home page for missing or invalid params', () => {
    expect(pagePath('property', 'nl')).toBe('/nl/');
    expect(pagePath('property', 'en', { id: 'abc' })).toBe('/');
    expect(pagePath('feedback', 'fr', { form: 'testing-testing' })).toBe('/fr/');
    expect(pagePath('feedback', 'de')).toBe('/de/');
  });
});
