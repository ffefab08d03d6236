import { routeAlternates, switchLanguage } from './switch-language.js';

describe('switchLanguage', () => {
  it('swaps the language through the path table (DESIGN §4)', () => {
    expect(switchLanguage('/nl/te-koop/', 'fr')).toBe('/fr/a-vendre/');
    expect(switchLanguage('/fr/a-vendre/', 'en')).toBe('/for-sale/');
    expect(switchLanguage('/for-sale/', 'nl')).toBe('/nl/te-koop/');
    expect(switchLanguage('/for-sale/', 'de')).toBe('/de/kaufen/');
    expect(switchLanguage('/nl/bedankt/gratis-schatting/', 'fr')).toBe('/fr/merci/estimation-gratuite/');
    expect(switchLanguage('/nl/', 'en')).toBe('/');
  });

  it('keeps the query string and the hash', () => {
    expect(switchLanguage('/for-sale/?city=Gent|9000', 'nl')).toBe('/nl/te-koop/?city=Gent|9000');
    expect(switchLanguage('/nl/te-huur/?type=2#map', 'de')).toBe('/de/mieten/?type=2#map');
  });

  it('keeps the slugs of a property detail between the prefixed languages', () => {
    expect(switchLanguage('/nl/buitenland/malaga/villa/8/', 'de')).toBe('/de/ausland/malaga/villa/8/');
    expect(switchLanguage('/nl/buitenland/malaga/villa/8/', 'en')).toBe('/property/8/');
    expect(switchLanguage('/property/8/', 'fr')).toBe('/fr/bien/8/');
  });

  it('only swaps the first segment of a path the table does not know (SPEC: "swaps that first segment")', () => {
    expect(switchLanguage('/nl/over-ons/team/', 'fr')).toBe('/fr/over-ons/team/');
    expect(switchLanguage('/nl/over-ons/team/?x=1', 'en')).toBe('/over-ons/team/?x=1');
    expect(switchLanguage('/about-us', 'de')).toBe('/de/about-us');
    expect(switchLanguage('/en/about-us/', 'en')).toBe('/about-us/');
    expect(switchLanguage('/nlx/', 'nl')).toBe('/nl/nlx/');
  });
});

describe('routeAlternates', () => {
  it('gives the same page in every language', () => {
    expect(routeAlternates('/nl/zoekopdracht/')).toEqual({
      en: '/demand-register/',
      nl: '/nl/zoekopdracht/',
      fr: '/fr/recherche/',
      de: '/de/suchauftrag/',
    });
  });
});
