import type { Lang } from '../i18n/languages.js';
import { canonicalPath, localizePath } from './localize-path.js';

describe('localizePath', () => {
  it.each([
    // SPEC §2 "Dutch equivalents", exactly.
    ['/', '/nl/'],
    ['/for-sale/', '/nl/te-koop/'],
    ['/demand-register/', '/nl/zoekopdracht/'],
    ['/contact-demand/', '/nl/gratis-schatting/'],
    ['/feedback/contact-demand/', '/nl/bedankt/gratis-schatting/'],
    ['/feedback/contact-me/', '/nl/bedankt/contacteer-mij/'],
    ['/for-rent/', '/nl/te-huur/'],
    ['/Nieuwbouw/', '/nl/nieuwbouw/'],
    ['/Buitenland/', '/nl/buitenland/'],
    ['/Verkopen/', '/nl/verkopen/'],
    ['/Referenties/', '/nl/referenties/'],
    ['/contact/', '/nl/contact/'],
    ['/login/', '/nl/login/'],
    ['/Privacy-statement/', '/nl/privacyverklaring/'],
    ['/Cookie-policy/', '/nl/cookiebeleid/'],
    ['/Disclaimer/', '/nl/disclaimer/'],
    ['/property/12/', '/nl/pand/12/'],
  ])('maps %s to Dutch %s', (path, dutch) => {
    expect(localizePath(path, 'nl')).toBe(dutch);
  });

  it.each<[string, Lang, string]>([
    ['/nl/te-koop/', 'en', '/for-sale/'],
    ['/nl/te-koop/', 'fr', '/fr/a-vendre/'],
    ['/nl/te-koop/', 'de', '/de/kaufen/'],
    ['/en/for-sale/', 'en', '/for-sale/'],
    ['/fr/privacy', 'en', '/'],
    ['/nl/privacyverklaring', 'en', '/Privacy-statement/'],
    ['/de/danke/suchauftrag/', 'nl', '/nl/bedankt/zoekopdracht/'],
    ['/nl/te-huur/gent/mooi-huis/12/', 'fr', '/fr/a-louer/gent/mooi-huis/12/'],
    ['/nl/te-huur/gent/mooi-huis/12/', 'en', '/property/12/'],
    ['/fr/bien/12/', 'de', '/de/immobilie/12/'],
  ])('maps %s to %s as %s', (path, lang, expected) => {
    expect(localizePath(path, lang)).toBe(expected);
  });

  it('keeps the query string and the hash', () => {
    expect(localizePath('/for-sale/?city=Gent|9000', 'nl')).toBe('/nl/te-koop/?city=Gent|9000');
    expect(localizePath('/nl/te-huur?type=3#results', 'fr')).toBe('/fr/a-louer/?type=3#results');
    expect(localizePath('/fr/a-vendre/#top', 'en')).toBe('/for-sale/#top');
  });

  it('falls back to the home page of the target language for an unknown path (SPEC: "falls back to /")', () => {
    expect(localizePath('/unknown/', 'en')).toBe('/');
    expect(localizePath('/unknown/?a=1', 'nl')).toBe('/nl/');
    expect(localizePath('/nl/onbekend/', 'fr')).toBe('/fr/');
    expect(localizePath('/feedback/testing-testing/', 'de')).toBe('/de/');
  });

  it('writes the canonical spelling', () => {
    expect(localizePath('/PRIVACY-STATEMENT', 'en')).toBe('/Privacy-statement/');
    expect(localizePath('/NL/TE-KOOP', 'nl')).toBe('/nl/te-koop/');
  });
});

describe('canonicalPath', () => {
  it('spells a known path as the table does and keeps the query', () => {
    expect(canonicalPath('/FOR-SALE?city=Gent|9000')).toBe('/for-sale/?city=Gent|9000');
    expect(canonicalPath('/en/nieuwbouw')).toBe('/Nieuwbouw/');
    expect(canonicalPath('/nl/TE-KOOP/Liège/Villa/012')).toBe('/nl/te-koop/liege/villa/12/');
  });

  it('is undefined for an unknown path', () => {
    expect(canonicalPath('/nope/')).toBeUndefined();
  });
});
