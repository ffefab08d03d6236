import { LANGUAGES } from '../i18n/languages.js';
import { THANK_YOU_FORMS } from '../entities/forms/index.js';
import { searchKey } from '../format/fold-accents.js';
import { PAGES } from './pages.js';
import {
  PATH_TABLE,
  PROPERTY_KINDS,
  PROPERTY_KIND_SEGMENTS,
  ROOT_LANGUAGE,
  THANK_YOU_FORM_SEGMENTS,
} from './path-table.js';
import { BUILD_PATTERNS, MATCH_PATTERNS, buildPattern, matchPattern } from './route-patterns.js';

/** Canonical params that fill any pattern, one set per form and kind so every word is exercised. */
const SAMPLE_PARAMS = [
  ...THANK_YOU_FORMS.map((form) => ({ form, id: '7', kind: 'sale', city: 'gent', slug: 'huis' })),
  ...PROPERTY_KINDS.map((kind) => ({ form: 'offer', id: '7', kind, city: 'gent', slug: 'huis' })),
];

describe('the path table', () => {
  it('gives English exactly the paths of SPEC §2, at the root', () => {
    expect(PATH_TABLE.home.en).toBe('/');
    expect(PATH_TABLE['for-sale'].en).toBe('/for-sale/');
    expect(PATH_TABLE['for-rent'].en).toBe('/for-rent/');
    expect(PATH_TABLE.property.en).toBe('/property/{id}/');
    expect(PATH_TABLE.contact.en).toBe('/contact/');
    expect(PATH_TABLE['contact-demand'].en).toBe('/contact-demand/');
    expect(PATH_TABLE['demand-register'].en).toBe('/demand-register/');
    expect(PATH_TABLE['privacy-statement'].en).toBe('/Privacy-statement/');
    expect(PATH_TABLE['cookie-policy'].en).toBe('/Cookie-policy/');
    expect(PATH_TABLE.disclaimer.en).toBe('/Disclaimer/');
    expect(PATH_TABLE.projects.en).toBe('/Nieuwbouw/');
    expect(PATH_TABLE.foreign.en).toBe('/Buitenland/');
    expect(PATH_TABLE.sell.en).toBe('/Verkopen/');
    expect(PATH_TABLE.references.en).toBe('/Referenties/');
    expect(PATH_TABLE.login.en).toBe('/login/');
    expect(PATH_TABLE.feedback.en).toBe('/feedback/{form}/');
  });

  it('gives the testimonial, newsletter and unsubscribe pages a word of their own in every language', () => {
    expect(PATH_TABLE.testimonial).toEqual({
      en: '/testimonial/',
      nl: '/nl/getuigenis/',
      fr: '/fr/temoignage/',
      de: '/de/erfahrungsbericht/',
    });
    expect(PATH_TABLE.newsletter.nl).toBe('/nl/nieuwsbrief/');
    expect(PATH_TABLE.unsubscribe).toEqual({
      en: '/unsubscribe/',
      nl: '/nl/uitschrijven/',
      fr: '/fr/desinscription/',
      de: '/de/newsletter-abmelden/',
    });
  });

  it('has a login page under every language with the same word (SPEC: also under /fr/ and /en/)', () => {
    for (const lang of LANGUAGES) {
      expect(PATH_TABLE.login[lang]).toBe(lang === ROOT_LANGUAGE ? '/login/' : `/${lang}/login/`);
    }
  });

  it.each(LANGUAGES)('has every page in %s', (lang) => {
    for (const page of PAGES) expect(BUILD_PATTERNS[lang][page].length).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('never lets two patterns in %s match the same path', (lang) => {
    for (const pattern of MATCH_PATTERNS[lang]) {
      for (const params of SAMPLE_PARAMS) {
        const segments = buildPattern(pattern, params);
        if (segments === undefined) throw new Error(`cannot build ${pattern.source}`);
        const matches = MATCH_PATTERNS[lang].filter((other) => matchPattern(other, segments) !== undefined);
        expect(matches.map((match) => match.source)).toEqual([pattern.source]);
      }
    }
  });

  it.each(LANGUAGES)('gives every thank-you form its own word in %s, apart from the English names', (lang) => {
    const words = THANK_YOU_FORMS.map((form) => searchKey(THANK_YOU_FORM_SEGMENTS[form][lang]));
    expect(new Set(words).size).toBe(words.length);
    // English names are accepted in every language, so none may mean another form there.
    for (const form of THANK_YOU_FORMS) {
      const owner = THANK_YOU_FORMS.find((other) => searchKey(THANK_YOU_FORM_SEGMENTS[other][lang]) === form);
      expect(owner ?? form).toBe(form);
    }
  });

  it('uses the Dutch words SPEC gives for thank-you forms', () => {
    expect(THANK_YOU_FORM_SEGMENTS['contact-demand'].nl).toBe('gratis-schatting');
    expect(THANK_YOU_FORM_SEGMENTS['demand-register'].nl).toBe('zoekopdracht');
  });

  it('writes property kinds with the words of the matching list pages', () => {
    const listPage = { sale: 'for-sale', rent: 'for-rent', foreign: 'foreign' } as const;
    for (const lang of LANGUAGES.filter((l) => l !== ROOT_LANGUAGE)) {
      for (const kind of PROPERTY_KINDS) {
        expect(PATH_TABLE[listPage[kind]][lang]).toBe(`/${lang}/${PROPERTY_KIND_SEGMENTS[kind][lang]}/`);
      }
    }
  });

  it('writes only lower-case ASCII outside English (English keeps SPEC capitals)', () => {
    for (const page of PAGES) {
      for (const lang of LANGUAGES.filter((l) => l !== ROOT_LANGUAGE)) {
        for (const pattern of BUILD_PATTERNS[lang][page]) expect(pattern.source).toMatch(/^[a-z0-9{}/-]+$/);
      }
    }
  });
});
