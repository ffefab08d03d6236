import { resolveRoute } from './resolve-route.js';

describe('resolveRoute', () => {
  it.each([
    ['/', { lang: 'en', page: 'home', params: {} }],
    ['', { lang: 'en', page: 'home', params: {} }],
    ['/for-sale/', { lang: 'en', page: 'for-sale', params: {} }],
    ['/Nieuwbouw/', { lang: 'en', page: 'projects', params: {} }],
    ['/property/123/', { lang: 'en', page: 'property', params: { id: '123' } }],
    ['/property/0123', { lang: 'en', page: 'property', params: { id: '123' } }],
    ['/feedback/contact-demand/', { lang: 'en', page: 'feedback', params: { form: 'contact-demand' } }],
    ['/en/', { lang: 'en', page: 'home', params: {} }],
    ['/en/for-sale/', { lang: 'en', page: 'for-sale', params: {} }],
    ['/en/login/', { lang: 'en', page: 'login', params: {} }],
    ['/nl/', { lang: 'nl', page: 'home', params: {} }],
    ['/nl', { lang: 'nl', page: 'home', params: {} }],
    ['/nl/te-koop/', { lang: 'nl', page: 'for-sale', params: {} }],
    ['/nl/te-huur/', { lang: 'nl', page: 'for-rent', params: {} }],
    ['/nl/zoekopdracht/', { lang: 'nl', page: 'demand-register', params: {} }],
    ['/nl/gratis-schatting/', { lang: 'nl', page: 'contact-demand', params: {} }],
    ['/nl/bedankt/gratis-schatting/', { lang: 'nl', page: 'feedback', params: { form: 'contact-demand' } }],
    ['/nl/bedankt/contact-me/', { lang: 'nl', page: 'feedback', params: { form: 'contact-me' } }],
    ['/nl/pand/12/', { lang: 'nl', page: 'property', params: { id: '12' } }],
    [
      '/nl/te-koop/sint-martens-latem/villa/12/',
      { lang: 'nl', page: 'property', params: { id: '12', kind: 'sale', city: 'sint-martens-latem', slug: 'villa' } },
    ],
    [
      '/nl/buitenland/Malaga/Any-Old-Slug/99',
      { lang: 'nl', page: 'property', params: { id: '99', kind: 'foreign', city: 'malaga', slug: 'any-old-slug' } },
    ],
    [
      '/fr/a-louer/Li%C3%A8ge/appartement/5/',
      { lang: 'fr', page: 'property', params: { id: '5', kind: 'rent', city: 'liege', slug: 'appartement' } },
    ],
    ['/fr/a-vendre/', { lang: 'fr', page: 'for-sale', params: {} }],
    ['/fr/à-vendre/', { lang: 'fr', page: 'for-sale', params: {} }],
    ['/fr/login/', { lang: 'fr', page: 'login', params: {} }],
    ['/fr/merci/estimation-gratuite/', { lang: 'fr', page: 'feedback', params: { form: 'contact-demand' } }],
    ['/de/kaufen/', { lang: 'de', page: 'for-sale', params: {} }],
    ['/de/danke/kostenlose-bewertung/', { lang: 'de', page: 'feedback', params: { form: 'contact-demand' } }],
    ['/de/404/', { lang: 'de', page: 'not-found', params: {} }],
  ])('%s', (path, route) => {
    expect(resolveRoute(path)).toEqual(route);
  });

  it.each(['/FOR-SALE/', '/for-sale', '/For-Sale', '/for-sale//', '/EN/For-sale/'])(
    'matches %s case-insensitively and without a trailing slash',
    (path) => {
      expect(resolveRoute(path)).toEqual({ lang: 'en', page: 'for-sale', params: {} });
    },
  );

  it.each(['/privacy-statement/', '/PRIVACY-STATEMENT', '/nieuwbouw'])('matches SPEC capitals loosely: %s', (path) => {
    expect(resolveRoute(path).page).not.toBe('not-found');
  });

  it('ignores the query string, the hash and an origin', () => {
    expect(resolveRoute('/for-sale/?city=Gent|9000#list')).toEqual({ lang: 'en', page: 'for-sale', params: {} });
    expect(resolveRoute('/nl/te-koop#x')).toEqual({ lang: 'nl', page: 'for-sale', params: {} });
    expect(resolveRoute('https://immo.example/nl/te-huur/?type=1')).toEqual({
      lang: 'nl',
      page: 'for-rent',
      params: {},
    });
  });

  it.each([
    ['/nope/', 'en'],
    ['/nl/for-sale/', 'nl'],
    ['/fr/te-koop/', 'fr'],
    ['/de/unbekannt/seite/', 'de'],
    ['/nlx/', 'en'],
    ['/property/abc/', 'en'],
    ['/property/1.5/', 'en'],
    ['/property/99999999999999999999/', 'en'],
    ['/nl/te-koop/gent/12/', 'nl'],
    ['/nl/te-koop/gent/huis/abc/', 'nl'],
    ['/nl/verhuurd/gent/huis/12/', 'nl'],
    ['/feedback/testing-testing/', 'en'],
    ['/nl/bedankt/onbekend/', 'nl'],
    ['/%E0%A4%A/', 'en'],
  ])('gives not-found for %s, in the language of its first segment', (path, lang) => {
    expect(resolveRoute(path)).toEqual({ lang, page: 'not-found', params: {} });
  });
});
