import fc from 'fast-check';
import { LANGUAGES } from '../i18n/languages.js';
import { canonicalPath } from './localize-path.js';
import { COUNTRY_BELGIUM as BELGIUM_COUNTRY_ID } from '../entities/country.js';
import { propertyKind, propertyPath, type PropertyPathInput } from './property-path.js';
import { resolveRoute } from './resolve-route.js';
import { slugify } from './slug.js';
import { switchLanguage } from './switch-language.js';

const villa: PropertyPathInput = {
  ID: 4711,
  Goal: 0,
  City: 'Sint-Martens-Latem',
  Title: 'Prachtige villa met zwembad',
  CountryID: BELGIUM_COUNTRY_ID,
};

describe('propertyPath', () => {
  it.each([
    [villa, 'en', '/property/4711/'],
    [villa, 'nl', '/nl/te-koop/sint-martens-latem/prachtige-villa-met-zwembad/4711/'],
    [villa, 'fr', '/fr/a-vendre/sint-martens-latem/prachtige-villa-met-zwembad/4711/'],
    [villa, 'de', '/de/kaufen/sint-martens-latem/prachtige-villa-met-zwembad/4711/'],
    [
      { ...villa, City: 'Liège', Title: 'Appartement à louer', Goal: 1 },
      'nl',
      '/nl/te-huur/liege/appartement-a-louer/4711/',
    ],
    [
      { ...villa, City: 'Liège', Title: 'Appartement à louer', Goal: 2 },
      'fr',
      '/fr/a-louer/liege/appartement-a-louer/4711/',
    ],
    [{ ...villa, City: 'Málaga', Title: 'Casa', CountryID: 2 }, 'nl', '/nl/buitenland/malaga/casa/4711/'],
    [{ ...villa, City: 'Málaga', Title: 'Casa', CountryID: 2, Goal: 1 }, 'de', '/de/ausland/malaga/casa/4711/'],
    [{ ...villa, Title: '' }, 'nl', '/nl/te-koop/sint-martens-latem/-/4711/'],
    [
      { ...villa, Title: { en: 'Villa', nl: 'Villa met tuin', fr: 'Villa avec jardin', de: 'Villa' } },
      'fr',
      '/fr/a-vendre/sint-martens-latem/villa-avec-jardin/4711/',
    ],
  ] as const)('%j in %s → %s', (property, lang, path) => {
    expect(propertyPath(property, lang)).toBe(path);
  });

  it('links to home rather than to a broken path when the id is unusable', () => {
    expect(propertyPath({ ...villa, ID: -1 }, 'nl')).toBe('/nl/');
    expect(propertyPath({ ...villa, ID: 1.5 }, 'en')).toBe('/');
  });

  it('files a foreign property under foreign whatever its goal', () => {
    expect(propertyKind({ Goal: 0, CountryID: 2 })).toBe('foreign');
    expect(propertyKind({ Goal: 1, CountryID: 2 })).toBe('foreign');
    expect(propertyKind({ Goal: 0, CountryID: BELGIUM_COUNTRY_ID })).toBe('sale');
    expect(propertyKind({ Goal: 3, CountryID: BELGIUM_COUNTRY_ID })).toBe('rent');
  });

  const property = fc.record({
    ID: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
    Goal: fc.nat(4),
    City: fc.string({ unit: 'grapheme', maxLength: 40 }),
    Title: fc.string({ unit: 'grapheme', maxLength: 120 }),
    CountryID: fc.oneof(fc.constant(BELGIUM_COUNTRY_ID), fc.integer({ min: 1, max: 300 })),
  });
  const lang = fc.constantFrom(...LANGUAGES);

  it('resolves back to the same property in the same language, whatever the title or city', () => {
    fc.assert(
      fc.property(property, lang, (p, l) => {
        const path = propertyPath(p, l);
        const route = resolveRoute(path);
        expect(route.lang).toBe(l);
        expect(route.page).toBe('property');
        expect(route.params.id).toBe(String(p.ID));
        if (l !== 'en') {
          expect(route.params).toEqual({
            id: String(p.ID),
            kind: propertyKind(p),
            city: slugify(p.City),
            slug: slugify(p.Title),
          });
        }
        expect(canonicalPath(path)).toBe(path);
      }),
    );
  });

  it('resolves whatever slugs a visitor types, as long as the id is last', () => {
    fc.assert(
      fc.property(
        property,
        fc.constantFrom('nl', 'fr', 'de' as const),
        fc.string(),
        fc.string(),
        (p, l, city, slug) => {
          const canonical = propertyPath(p, l);
          const segments = canonical.split('/');
          const typed = `/${segments[1]}/${segments[2]}/${encodeURIComponent(city) || 'x'}/${encodeURIComponent(slug) || 'y'}/${p.ID}`;
          expect(resolveRoute(typed.toUpperCase()).params.id).toBe(String(p.ID));
        },
      ),
    );
  });

  it('keeps the property when switching between any two languages', () => {
    fc.assert(
      fc.property(property, lang, lang, (p, from, to) => {
        const switched = switchLanguage(propertyPath(p, from), to);
        expect(resolveRoute(switched)).toMatchObject({ lang: to, page: 'property', params: { id: String(p.ID) } });
        if (from !== 'en' && to !== 'en') expect(switched).toBe(propertyPath(p, to));
      }),
    );
  });
});
