import fc from 'fast-check';
import { LANGUAGES } from '../i18n/languages.js';
import { canonicalPath, localizePath } from './localize-path.js';
import { looksProtocolRelative, onSitePath } from './on-site-path.js';
import { resolveRoute } from './resolve-route.js';
import { routeAlternates, switchLanguage } from './switch-language.js';

/**
 * What a browser makes of a link: it drops tabs and line breaks anywhere in it and reads `\` as `/`;
 * a link that then starts with two slashes names another host (`//evil.example/`).
 */
function staysOnSite(href: string): boolean {
  return /^\/(?![/\\])/.test(href.replace(/[\t\n\r]/g, ''));
}

/** Paths that begin like a protocol-relative URL, as sent, as a browser normalises them, or percent-encoded. */
const PROTOCOL_RELATIVE = [
  '//evil.example/',
  '//evil.example',
  '/\\evil.example/',
  '\\\\evil.example/',
  '///evil.example/',
  '/%2F%2Fevil.example/',
  '/%2f/evil.example/',
  '/%5Cevil.example/',
  '/%5c%5cevil.example/',
  '/\t/evil.example/',
  '/%09/evil.example/',
  '//for-sale/',
  '//nl/te-koop/',
  '/%2Ffor-sale/',
  '//nl/pand/12/',
  '//evil.example/?city=Gent#map',
  'https://www.immolys.be//evil.example/',
];

describe('looksProtocolRelative', () => {
  it.each(PROTOCOL_RELATIVE)('is true of %j', (path) => {
    expect(looksProtocolRelative(path)).toBe(true);
  });

  it.each([
    '/',
    '',
    '/for-sale/',
    '/nl//te-koop/',
    '/nl/%2F%2Fevil/',
    '/a%2F/',
    '/?next=//evil.example/',
    '/%E0%A4%A/',
  ])('is false of %j', (path) => {
    expect(looksProtocolRelative(path)).toBe(false);
  });
});

describe('onSitePath', () => {
  it.each([
    ['//evil.example/', '/evil.example/'],
    ['/\\evil.example/', '/evil.example/'],
    ['\\/\\/evil.example/', '/evil.example/'],
    ['/\t\n/evil.example/', '/evil.example/'],
    ['evil.example/', '/evil.example/'],
    ['', '/'],
    ['/nl/te-koop/', '/nl/te-koop/'],
    ['/nl//te-koop/', '/nl//te-koop/'],
  ])('makes %j the on-site %j', (path, expected) => {
    expect(onSitePath(path)).toBe(expected);
  });
});

describe('a path that begins like another host', () => {
  it.each(PROTOCOL_RELATIVE)('%j is the not-found page', (path) => {
    expect(resolveRoute(path).page).toBe('not-found');
    expect(canonicalPath(path)).toBeUndefined();
  });

  it('gets language links to the not-found page on this site, never to evil.example', () => {
    expect(switchLanguage('//evil.example/', 'en')).toBe('/evil.example/');
    expect(switchLanguage('//evil.example/', 'nl')).toBe('/nl/evil.example/');
    expect(switchLanguage('/\\evil.example/', 'en')).toBe('/evil.example/');
    expect(switchLanguage('/nl//evil.example/', 'en')).toBe('/evil.example/');
    expect(switchLanguage('/nl/\\evil.example/?x=1', 'en')).toBe('/evil.example/?x=1');
    expect(switchLanguage('//nl/te-koop/', 'fr')).toBe('/fr/te-koop/');
    expect(routeAlternates('//evil.example/')).toEqual({
      en: '/evil.example/',
      nl: '/nl/evil.example/',
      fr: '/fr/evil.example/',
      de: '/de/evil.example/',
    });
  });

  it.each(PROTOCOL_RELATIVE)('%j is localized to the home page, not linked as it is', (path) => {
    for (const lang of LANGUAGES) expect(staysOnSite(localizePath(path, lang))).toBe(true);
  });
});

describe('every link built from a path', () => {
  // Pieces that make paths look like another host in every way a browser or a decoder may read them.
  const piece = fc.constantFrom(
    '/',
    '\\',
    '%2F',
    '%2f',
    '%5C',
    '\t',
    '\n',
    'nl',
    'en',
    'fr',
    'evil.example',
    'te-koop',
    'for-sale',
    'property',
    '12',
    '?',
    '#',
    'https://www.immolys.be',
  );
  const path = fc.oneof(
    fc.array(piece, { maxLength: 8 }).map((pieces) => pieces.join('')),
    fc.string({ maxLength: 40 }),
    fc.string({ maxLength: 40 }).map((text) => `/${text}`),
  );

  it('starts with one slash and never with // or /\\, in every language', () => {
    fc.assert(
      fc.property(path, (input) => {
        const links = [
          ...LANGUAGES.flatMap((lang) => [switchLanguage(input, lang), localizePath(input, lang)]),
          ...Object.values(routeAlternates(input)),
          canonicalPath(input) ?? '/',
        ];
        return links.every(staysOnSite);
      }),
      { numRuns: 2000 },
    );
  });
});
