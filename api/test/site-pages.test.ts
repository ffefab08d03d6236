import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  LANGUAGES,
  PAGES,
  pagePath,
  propertyPath,
  THANK_YOU_FORMS,
  type CatalogueProperty,
  type Lang,
  type PageKey,
} from '@immo/shared';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import enCommon from '@immo/shared/locales/en/common.json' with { type: 'json' };
import nlCommon from '@immo/shared/locales/nl/common.json' with { type: 'json' };
import frCommon from '@immo/shared/locales/fr/common.json' with { type: 'json' };
import deCommon from '@immo/shared/locales/de/common.json' with { type: 'json' };
import enMeta from '../src/i18n/locales/en/meta.json' with { type: 'json' };
import nlMeta from '../src/i18n/locales/nl/meta.json' with { type: 'json' };
import frMeta from '../src/i18n/locales/fr/meta.json' with { type: 'json' };
import deMeta from '../src/i18n/locales/de/meta.json' with { type: 'json' };
import { Catalogue } from '../src/catalogue/catalogue.js';
import {
  CONSENT_MARKER,
  HEAD_MARKER,
  htmlDocument,
  htmlDocumentParts,
  SHELL_MARKER,
} from '../src/site/html-document.js';
import { pageMetadata, type PageMetadata } from '../src/site/page-metadata.js';
import { createTranslator } from '../src/i18n/translator.js';
import type { SiteTranslate } from '../src/site/page-metadata.js';
import { createTestApp, type TestApp } from './test-app.js';

const ORIGIN = 'https://www.immolys.be';
const SUFFIX = ' | Immo Lys';
const META = { en: enMeta, nl: nlMeta, fr: frMeta, de: deMeta };
const COMMON = { en: enCommon, nl: nlCommon, fr: frCommon, de: deCommon };

/** The shell's template as its contract describes it: English, a marker in <head>, no <title>. */
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  HEAD_MARKER,
  '<link rel="preload" as="script" href="/main.0123abcd.js">',
  '<script>/* starts /main.0123abcd.js after the first paint */</script>',
  '</head>',
  '<body><div id="immo-shell"><!--immo:shell--></div></body>',
  '</html>',
  '',
].join('\n');

function fakeStaticRoot(withShell: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'immo-site-'));
  if (withShell) {
    const dist = join(root, 'shell', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), TEMPLATE);
    writeFileSync(join(dist, 'main.0123abcd.js'), 'console.log("shell");\n');
    // The API's robots.txt wins over one a build might leave in dist.
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  }
  return root;
}

const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The head of a served document, read back. */
function readHead(html: string) {
  const one = (pattern: RegExp) => {
    const value = pattern.exec(html)?.[1];
    return value === undefined ? undefined : unescape(value);
  };
  return {
    lang: one(/<html lang="([^"]*)"/),
    title: one(/<title>([^<]*)<\/title>/),
    titles: (html.match(/<title>/g) ?? []).length,
    canonical: one(/<link rel="canonical" href="([^"]*)">/),
    hreflangs: (html.match(/<link rel="alternate" hreflang=/g) ?? []).length,
    alternates: Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [
        m[1],
        unescape(m[2]!),
      ]),
    ),
    meta: (key: string) => one(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`)),
  };
}

/** Enough of an XML parser to prove well-formedness: balanced elements, quoted attributes, escaped text. */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (body === xml) problems.push('no XML declaration');
  const stack: string[] = [];
  let roots = 0;
  for (const [index, part] of body.split(/(<[^>]*>)/).entries()) {
    if (index % 2 === 0) {
      if (/<|&(?!amp;|lt;|gt;|quot;|#39;)/.test(part)) problems.push(`bad text ${part}`);
      if (stack.length === 0 && part.trim() !== '') problems.push(`text outside the root: ${part}`);
      continue;
    }
    const tag = /^<(\/?)([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>$/.exec(part);
    if (!tag) {
      problems.push(`malformed tag ${part}`);
      continue;
    }
    const [, closing, name, , selfClosing] = tag;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced ${part}`);
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name!);
    }
  }
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} root elements`);
  return problems;
}

const withPictures = properties.find(
  (p) => p.Pictures.length > 0 && p.PublishPrice && p.CountryID === 10 && p.Marquee === 0 && p.Goal === 0,
)!;
const hiddenPrice = properties.find((p) => !p.PublishPrice && p.Price !== null)!;
const onMarket = properties.filter((p) => p.Marquee === 0);
const sold = properties.find((p) => p.Marquee === 1 && p.Goal === 0)!;
const rented = properties.find((p) => p.Marquee === 1 && p.Goal !== 0 && p.PriceUnit === 1 && p.PublishPrice)!;
const hiddenAddress = properties.find((p) => !p.PublishAddress && p.CountryID === 10 && p.Pictures.length > 0)!;
const foreign = properties.find((p) => p.CountryName === 'France' && p.PublishAddress)!;
const noPictures = properties.find((p) => p.Pictures.length === 0)!;

/** The JSON-LD blocks of a served document, parsed. */
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

type LdNode = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The listing and the breadcrumb list of a property page's one JSON-LD block. */
function structuredData(html: string): { listing: LdNode; breadcrumb: LdNode } {
  const blocks = jsonLdOf(html);
  expect(blocks).toHaveLength(1);
  expect(blocks[0]!['@context']).toBe('https://schema.org');
  const graph = blocks[0]!['@graph'] as LdNode[];
  return {
    listing: graph.find((node) => node['@type'] === 'RealEstateListing')!,
    breadcrumb: graph.find((node) => node['@type'] === 'BreadcrumbList')!,
  };
}

/** Every route of SPEC §2 (the 404 aside) in one language, with one property and every thank-you form. */
function routes(lang: Lang): { page: PageKey; path: string }[] {
  return PAGES.filter((page) => page !== 'not-found').flatMap((page): { page: PageKey; path: string }[] => {
    if (page === 'property') return [{ page, path: propertyPath(withPictures, lang) }];
    if (page === 'feedback') return THANK_YOU_FORMS.map((form) => ({ page, path: pagePath(page, lang, { form }) }));
    return [{ page, path: pagePath(page, lang) }];
  });
}

describe('site pages with a built shell', () => {
  let test: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fakeStaticRoot(true);
    test = await createTestApp({ env: { STATIC_ROOT: root, SITE_ORIGIN: ORIGIN } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('preloads the banner picture of the home page, its largest paint, and no other page', async () => {
    const home = (await get('/nl/')).body;
    expect(home).toMatch(/<link rel="preload" as="image" href="\/media\/banner\/1\.jpg\?w=1360"/);
    // Without the shell's server entry the root stays for the browser to render (page-composition.test.ts).
    expect(home).toContain('<div id="immo-shell"></div>');
    const list = (await get('/nl/te-koop/')).body;
    expect(list).not.toContain('rel="preload" as="image"');
  });

  it('serves each page with its own script nonce and a strict script policy; other answers keep the host list', async () => {
    const policy = (csp: string, name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    const [first, second] = [await get('/nl/'), await get('/nl/')];
    const nonces = [first, second].map((page) => {
      const scriptSrc = policy(page.headers['content-security-policy'] as string, 'script-src')!;
      expect(scriptSrc[1]).toBe("'strict-dynamic'");
      const nonce = /^'nonce-([A-Za-z0-9+/=]{20,})'$/.exec(scriptSrc[0]!)![1]!;
      // Every <script> of the shell's template carries it; the JSON-LD data block needs none.
      const scripts = page.body.match(/<script\b[^>]*>/g)!.filter((tag) => !tag.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // So does the preload of the shell's bundle: without it the browser would refuse to fetch it.
      expect(page.body).toContain(`<link nonce="${nonce}" rel="preload" as="script" href="/main.0123abcd.js">`);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    const api = policy((await get('/api/config')).headers['content-security-policy'] as string, 'script-src')!;
    expect(api[0]).toBe("'self'");
    expect(api.join(' ')).not.toContain('nonce-');
  });

  it.each([
    ['/%C0%AF/', 'en'],
    ['/nl/te-koop/%E0%A4%A/', 'nl'],
  ] as const)('answers the undecodable %s with the not-found page in %s', async (path, lang) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain(`<html lang="${lang}"`);
    expect(response.headers['content-security-policy']).toContain("'strict-dynamic'");
  });

  it.each(LANGUAGES)('answers every route in %s with its own head', async (lang) => {
    const titles = new Map<string, string>();
    for (const { page, path } of routes(lang)) {
      const response = await get(path);
      const head = readHead(response.body);
      const alternates = Object.fromEntries(
        LANGUAGES.map((other) => [
          other,
          ORIGIN + (page === 'property' ? propertyPath(withPictures, other) : pagePath(page, other, {})),
        ]),
      );
      expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(head.lang).toBe(lang);
      expect(head.titles).toBe(1);
      expect(head.title?.endsWith(SUFFIX)).toBe(true);
      expect(head.title!.length).toBeGreaterThan(SUFFIX.length);
      expect(head.canonical).toBe(ORIGIN + path);
      expect(head.hreflangs).toBe(5);
      expect(head.alternates['x-default']).toBe(head.alternates.en);
      if (page !== 'feedback') {
        expect(head.alternates).toMatchObject(alternates);
        titles.set(head.title!, path);
      }
      expect(response.body).not.toContain(HEAD_MARKER);
    }
    // One title per page: no two pages of a language share theirs.
    expect(titles.size).toBe(routes(lang).filter((route) => route.page !== 'feedback').length);
  });

  it.each([
    ['/', 'en', 'Home | Immo Lys'],
    ['/nl/te-koop/', 'nl', 'Te koop | Immo Lys'],
    ['/fr/projets-neufs/', 'fr', 'Projets neufs | Immo Lys'],
    ['/de/kostenlose-bewertung/', 'de', 'Kostenlose Bewertung | Immo Lys'],
    // for-rent's menu page is a Draft: its texts come from the meta namespace.
    ['/for-rent/', 'en', `${enMeta['for-rent'].title}${SUFFIX}`],
    ['/de/mieten/', 'de', `${deMeta['for-rent'].title}${SUFFIX}`],
    ['/Privacy-statement/', 'en', 'Privacy statement | Immo Lys'],
    ['/nl/cookiebeleid/', 'nl', 'Cookiebeleid | Immo Lys'],
    ['/fr/clause-de-non-responsabilite/', 'fr', 'Clause de non-responsabilité | Immo Lys'],
    ['/de/login/', 'de', 'Eigentümer-Login | Immo Lys'],
    ['/nl/zoekopdracht/', 'nl', 'Zoekopdracht registreren | Immo Lys'],
    ['/FOR-SALE', 'en', 'For sale | Immo Lys'],
  ] as const)('titles %s in %s as %j', async (path, lang, title) => {
    const head = readHead((await get(path)).body);
    expect(head.lang).toBe(lang);
    expect(head.title).toBe(title);
  });

  it('gives a menu page the description of its metadata and a page of the meta namespace its own', async () => {
    const forSale = menuPages.find((page) => page.path === 'for-sale')!;
    expect(readHead((await get('/fr/a-vendre/')).body).meta('description')).toBe(
      forSale.params.metadata.fr.metadataDescription,
    );
    expect(readHead((await get('/nl/privacyverklaring/')).body).meta('description')).toBe(
      nlMeta['privacy-statement'].description.replace('{{agency}}', 'Immo Lys'),
    );
  });

  it.each(LANGUAGES)('titles every thank-you page in %s as its body does', async (lang) => {
    for (const form of THANK_YOU_FORMS) {
      const head = readHead((await get(pagePath('feedback', lang, { form }))).body);
      expect(head.title).toBe(`${COMMON[lang].thankYou[form].title}${SUFFIX}`);
      expect(head.meta('robots')).toBe('noindex');
    }
  });

  it('links /nl/te-koop/ and /for-sale/ to each other', async () => {
    const dutch = readHead((await get('/nl/te-koop/')).body);
    const english = readHead((await get('/for-sale/')).body);
    expect(dutch.canonical).toBe(`${ORIGIN}/nl/te-koop/`);
    expect(english.canonical).toBe(`${ORIGIN}/for-sale/`);
    for (const head of [dutch, english]) {
      expect(head.alternates).toEqual({
        en: `${ORIGIN}/for-sale/`,
        nl: `${ORIGIN}/nl/te-koop/`,
        fr: `${ORIGIN}/fr/a-vendre/`,
        de: `${ORIGIN}/de/kaufen/`,
        'x-default': `${ORIGIN}/for-sale/`,
      });
    }
    expect(dutch.meta('og:locale')).toBe('nl_BE');
    expect(english.meta('og:locale')).toBe('en_GB');
    expect(dutch.meta('og:url')).toBe(`${ORIGIN}/nl/te-koop/`);
  });

  it.each([
    ['/nope/', 'en'],
    ['/nl/bestaat-niet/', 'nl'],
    ['/fr/n-existe-pas/', 'fr'],
    ['/de/gibt-es-nicht/', 'de'],
    ['/de/404/', 'de'],
    ['/feedback/testing-testing/', 'en'],
  ] as const)('answers the unknown %s with 404 and the not-found page in %s', async (path, lang) => {
    const response = await get(path);
    const head = readHead(response.body);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.lang).toBe(lang);
    expect(head.title).toBe(`${META[lang]['not-found'].title}${SUFFIX}`);
    expect(head.meta('robots')).toBe('noindex');
    // Not a page of the site: no canonical URL, no translations.
    expect(head.canonical).toBeUndefined();
    expect(head.hreflangs).toBe(0);
  });

  it('heads a Dutch property page with its title, city, price and first picture', async () => {
    const path = propertyPath(withPictures, 'nl');
    expect(path).toMatch(/^\/nl\/te-(koop|huur)\/[^/]+\/[^/]+\/\d+\/$/);
    const head = readHead((await get(path)).body);
    expect(head.title).toContain(withPictures.Title.nl);
    expect(head.title).toContain(withPictures.City);
    expect(head.title).toContain('€');
    expect(head.title?.endsWith(SUFFIX)).toBe(true);
    expect(head.meta('og:image')).toBe(ORIGIN + withPictures.Pictures[0]!.Url);
    expect(head.meta('twitter:image')).toBe(ORIGIN + withPictures.Pictures[0]!.Url);
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('description')).toContain(withPictures.City);
    expect(head.alternates).toEqual({
      en: `${ORIGIN}/property/${withPictures.ID}/`,
      nl: ORIGIN + propertyPath(withPictures, 'nl'),
      fr: ORIGIN + propertyPath(withPictures, 'fr'),
      de: ORIGIN + propertyPath(withPictures, 'de'),
      'x-default': `${ORIGIN}/property/${withPictures.ID}/`,
    });
  });

  describe('canonical property URLs', () => {
    const id = withPictures.ID;
    const dutch = propertyPath(withPictures, 'nl');
    // ['', 'nl', 'te-koop', '{city}', '{slug}', '{id}', '']
    const parts = dutch.split('/');
    const withPart = (index: number, text: string) => parts.map((part, i) => (i === index ? text : part)).join('/');

    it.each([
      ['a stale title slug', withPart(4, 'oude-titel'), dutch],
      ['the wrong city', withPart(3, 'brugge'), dutch],
      ['the wrong kind (te-huur for a sale)', withPart(2, 'te-huur'), dutch],
      ['the foreign kind for a Belgian property', withPart(2, 'buitenland'), dutch],
      ['the Dutch short form', `/nl/pand/${id}/`, dutch],
      ['the short form without a trailing slash', `/nl/pand/${id}`, dutch],
      ['the French short form', `/fr/bien/${id}/`, propertyPath(withPictures, 'fr')],
      ['the German short form', `/de/immobilie/${id}/`, propertyPath(withPictures, 'de')],
      ['the canonical path without its trailing slash', dutch.slice(0, -1), dutch],
      ['the canonical path in capitals', dutch.toUpperCase(), dutch],
      ['the canonical path with accents', withPart(2, 'té-kóóp'), dutch],
      ['a doubled slash', dutch.replace('/te-koop/', '/te-koop//'), dutch],
      ['the English path with /en/', `/en/property/${id}/`, `/property/${id}/`],
      ['the English path without a trailing slash', `/property/${id}`, `/property/${id}/`],
      ['an id with a leading zero', `/property/0${id}/`, `/property/${id}/`],
    ])('answers %s with 301 to the canonical path', async (_case, path, canonical) => {
      const response = await get(path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 301 });
      expect(response.headers.location).toBe(canonical);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('keeps the query string, as sent', async () => {
      const response = await get(`/nl/pand/${id}/?utm_source=mail&q=a%20b&x`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`${dutch}?utm_source=mail&q=a%20b&x`);
      const english = await get(`/en/property/${id}/?lng=en`);
      expect(english.headers.location).toBe(`/property/${id}/?lng=en`);
    });

    it('redirects HEAD as GET', async () => {
      const response = await test.app.inject({ method: 'HEAD', url: `/nl/pand/${id}/` });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(dutch);
    });

    it.each(LANGUAGES)('serves the canonical path in %s itself, with status 200', async (lang) => {
      for (const property of [withPictures, sold, rented, foreign, hiddenAddress]) {
        const path = propertyPath(property, lang);
        const response = await get(path);
        expect({ path, status: response.statusCode }).toEqual({ path, status: 200 });
        expect(readHead(response.body).canonical).toBe(ORIGIN + path);
      }
    });

    it('serves a percent-encoded spelling of the canonical path (compared after decoding)', async () => {
      const encoded = dutch.replace('/te-koop/', '/te-%6Boop/');
      const response = await get(encoded);
      expect(response.statusCode).toBe(200);
      expect(readHead(response.body).canonical).toBe(ORIGIN + dutch);
    });

    it('leaves the API and other pages alone', async () => {
      const api = await get(`/api/properties/${id}`);
      expect(api.statusCode).toBe(200);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect((await get('/for-sale')).statusCode).toBe(200);
      expect((await get('/NL/TE-KOOP/')).statusCode).toBe(200);
    });
  });

  it('gives a property page og:type article and every other page website', async () => {
    expect(readHead((await get(propertyPath(withPictures, 'fr'))).body).meta('og:type')).toBe('article');
    expect(readHead((await get(`/property/${sold.ID}/`)).body).meta('og:type')).toBe('article');
    for (const path of ['/', '/nl/te-koop/', '/fr/contact/', '/property/999999999/', '/nope/']) {
      expect({ path, type: readHead((await get(path)).body).meta('og:type') }).toEqual({ path, type: 'website' });
    }
  });

  it('preloads the first photo of a property page as the detail remote renders it', async () => {
    const html = (await get(propertyPath(withPictures, 'nl'))).body;
    const url = withPictures.Pictures[0]!.Url;
    const preload = `<link rel="preload" as="image" href="${url}?w=600" imagesrcset="${url}?w=400 400w, ${url}?w=600 600w, ${url}?w=1360 1360w" imagesizes="(max-width: 767px) 100vw, (max-width: 1279px) 66vw, 800px" fetchpriority="high">`;
    expect(html).toContain(preload);
    expect(html.match(/rel="preload" as="image"/g)).toHaveLength(1);
    // Before the stylesheet and the scripts of the template.
    expect(html.indexOf(preload)).toBeLessThan(html.search(/<link [^>]*rel="preload" as="script"/));
    // No photo, no preload; no preload on a 404 either.
    expect((await get(propertyPath(noPictures, 'nl'))).body).not.toContain('rel="preload" as="image"');
    expect((await get('/nl/te-koop/gent/x/999999999/')).body).not.toContain('rel="preload" as="image"');
  });

  it('describes a property for sale as a RealEstateListing with its offer, place and breadcrumb', async () => {
    const path = propertyPath(withPictures, 'nl');
    const html = (await get(path)).body;
    const { listing, breadcrumb } = structuredData(html);
    const canonical = ORIGIN + path;
    expect(listing).toMatchObject({
      name: withPictures.Title.nl,
      url: canonical,
      datePosted: withPictures.CreatedAt,
      inLanguage: 'nl',
      offers: {
        '@type': 'Offer',
        price: withPictures.Price,
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
      about: {
        '@type': 'SingleFamilyResidence',
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${withPictures.Street} ${withPictures.HouseNumber}${withPictures.BoxNr ? `/${withPictures.BoxNr}` : ''}`,
          postalCode: withPictures.Zip,
          addressLocality: withPictures.City,
          addressCountry: 'BE',
        },
        geo: { '@type': 'GeoCoordinates', latitude: withPictures.Latitude, longitude: withPictures.Longitude },
        numberOfBedrooms: withPictures.Details.Bedrooms,
        floorSize: { '@type': 'QuantitativeValue', value: withPictures.Details.SurfaceLiving, unitCode: 'MTK' },
      },
    });
    expect(listing.offers.priceSpecification).toBeUndefined();
    expect(listing.description.length).toBeLessThanOrEqual(251);
    expect(listing.description).not.toMatch(/<[a-z]/i);
    expect(listing.image).toEqual(withPictures.Pictures.slice(0, 5).map((picture) => `${ORIGIN}${picture.Url}?w=1360`));
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: COMMON.nl.breadcrumbs.home, item: `${ORIGIN}/nl/` },
      { '@type': 'ListItem', position: 2, name: COMMON.nl.menu.forSale, item: `${ORIGIN}/nl/te-koop/` },
      { '@type': 'ListItem', position: 3, name: withPictures.Title.nl, item: canonical },
    ]);
  });

  it('describes a rented property with its monthly rent, as out of stock, under the rent list', async () => {
    const path = propertyPath(rented, 'fr');
    const { listing, breadcrumb } = structuredData((await get(path)).body);
    expect(listing.offers).toMatchObject({
      price: rented.Price,
      priceCurrency: 'EUR',
      availability: 'https://schema.org/OutOfStock',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: rented.Price,
        priceCurrency: 'EUR',
        unitCode: 'MON',
      },
    });
    expect(listing.inLanguage).toBe('fr');
    expect(breadcrumb.itemListElement[1]).toEqual({
      '@type': 'ListItem',
      position: 2,
      name: COMMON.fr.menu.forRent,
      item: `${ORIGIN}/fr/a-louer/`,
    });
    const soldListing = structuredData((await get(propertyPath(sold, 'de'))).body).listing;
    expect(soldListing.offers.availability).toBe('https://schema.org/SoldOut');
    expect(soldListing.offers.businessFunction).toBe('http://purl.org/goodrelations/v1#Sell');
  });

  it('files a foreign property under the foreign list, with its country code', async () => {
    const { listing, breadcrumb } = structuredData((await get(propertyPath(foreign, 'nl'))).body);
    expect(listing.about.address.addressCountry).toBe('FR');
    expect(breadcrumb.itemListElement[1]).toMatchObject({
      name: COMMON.nl.menu.abroad,
      item: `${ORIGIN}/nl/buitenland/`,
    });
  });

  it('never puts an unpublished price, street or position in the structured data', async () => {
    const hidden = structuredData((await get(propertyPath(hiddenPrice, 'en'))).body).listing;
    expect(hidden.offers.price).toBeUndefined();
    expect(hidden.offers.priceCurrency).toBeUndefined();
    expect(hidden.offers.priceSpecification).toBeUndefined();
    const html = (await get(propertyPath(hiddenAddress, 'nl'))).body;
    const { listing } = structuredData(html);
    expect(listing.about.address).toEqual({
      '@type': 'PostalAddress',
      postalCode: hiddenAddress.Zip,
      addressLocality: hiddenAddress.City,
      addressCountry: 'BE',
    });
    expect(listing.about.geo).toBeUndefined();
    expect(html).not.toContain(hiddenAddress.Street);
    expect(html).not.toContain(String(hiddenAddress.Latitude));
  });

  it('sends no structured data on other pages, and none without pictures it does not have', async () => {
    for (const path of ['/', '/nl/te-koop/', '/property/999999999/']) {
      expect(jsonLdOf((await get(path)).body)).toEqual([]);
    }
    expect(structuredData((await get(propertyPath(noPictures, 'en'))).body).listing.image).toBeUndefined();
  });

  it('never puts an unpublished price in the head', async () => {
    const head = readHead((await get(propertyPath(hiddenPrice, 'en'))).body);
    const amount = new Intl.NumberFormat('nl-BE').format(hiddenPrice.Price!);
    expect(head.title).not.toContain(amount);
    expect(head.meta('description')).not.toContain(amount);
  });

  it.each([
    '/property/999999999/',
    '/nl/te-koop/gent/villa/999999999/',
    '/nl/te-koop/gent/x/999999/',
    '/nl/pand/999999/',
    '/fr/bien/999999999/',
    '/de/kaufen/gent/x/999999',
  ])('answers the unknown property %s with 404', async (path) => {
    const response = await get(path);
    expect(response.statusCode).toBe(404);
    expect(readHead(response.body).title).toContain(META[readHead(response.body).lang as Lang]['not-found'].title);
  });

  it('serves robots.txt and sitemap.xml', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('User-agent: *\nAllow: /');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = sitemap.body;
    expect(xmlProblems(xml)).toEqual([]);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    // 13 listed pages (17 minus property, 404, login, thank-you) and every property still on the
    // market, in 4 languages: a sold or rented one (Marquee 1) is left out.
    expect(onMarket.length).toBeLessThan(properties.length);
    // 16 fixed pages since the purchase-cost page (issue 25), which search engines may find.
    expect(locs).toHaveLength((16 + onMarket.length) * 4);
    for (const closed of properties.filter((p) => p.Marquee === 1)) {
      for (const lang of LANGUAGES) expect(xml).not.toContain(`${ORIGIN}${propertyPath(closed, lang)}"`);
      expect(locs).not.toContain(`${ORIGIN}/property/${closed.ID}/`);
    }
    expect(new Set(locs).size).toBe(locs.length);
    for (const lang of LANGUAGES) {
      expect(xml).toContain(`hreflang="${lang}" href="${ORIGIN}${propertyPath(withPictures, lang)}"`);
      expect(locs).toContain(ORIGIN + propertyPath(withPictures, lang));
      expect(locs).toContain(ORIGIN + pagePath('privacy-statement', lang));
      expect(locs).toContain(ORIGIN + pagePath('disclaimer', lang));
      expect(locs).toContain(ORIGIN + pagePath('purchase-costs', lang));
    }
    expect(xml).toContain(`hreflang="x-default" href="${ORIGIN}/property/${withPictures.ID}/"`);
    expect(xml).not.toMatch(/\/404\/|\/login\/|\/feedback\/|\/bedankt\/|\/merci\/|\/danke\//);
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await test.app.inject({ method: 'HEAD', url: '/nl/te-koop/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('leaves the API, pictures and static files alone', async () => {
    const health = await get('/api/health');
    expect(health.json()).toMatchObject({ ok: true });
    const unknownApi = await get('/api/nope');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.headers['content-type']).toMatch(/^application\/json/);
    const logo = await get('/media/logo.svg');
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const missingPicture = await get('/media/nope/1.jpg');
    expect(missingPicture.headers['content-type']).not.toMatch(/html/);
    expect((await get('/remotes.json')).headers['content-type']).toMatch(/^application\/json/);
    const script = await get('/main.0123abcd.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('shell');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missingFile = await get('/robots-old.txt');
    expect(missingFile.statusCode).toBe(404);
    expect(missingFile.headers['content-type']).toMatch(/^application\/json/);
    // The raw template is not a page: its marker must never reach a visitor.
    expect((await get('/index.html')).body).not.toContain(HEAD_MARKER);
  });
});

describe('site pages without a built shell', () => {
  let test: TestApp;
  let root: string;

  beforeAll(async () => {
    root = fakeStaticRoot(false);
    test = await createTestApp({ env: { STATIC_ROOT: root, SITE_ORIGIN: `${ORIGIN}/` } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('still serves robots.txt and sitemap.xml, and / still leads to the API description', async () => {
    const robots = await test.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const sitemap = await test.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(xmlProblems(sitemap.body)).toEqual([]);
    expect(sitemap.body).toContain(`<loc>${ORIGIN}/nl/te-koop/</loc>`);
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/api/docs');
    expect((await test.app.inject({ method: 'GET', url: '/for-sale/' })).statusCode).toBe(404);
  });
});

describe('the document', () => {
  let catalogue: Catalogue;
  let translate: SiteTranslate;

  const hostile = '<script>alert("x")</script> & $& co';

  beforeAll(async () => {
    const translator = await createTranslator();
    translate = (lang) => translator(lang, 'meta');
    const property: CatalogueProperty = {
      ...withPictures,
      Title: { en: hostile, nl: hostile, fr: hostile, de: hostile },
    };
    const menu = menuPages.map((page) =>
      page.path === 'for-sale'
        ? {
            ...page,
            params: {
              ...page.params,
              metadata: {
                ...page.params.metadata,
                nl: {
                  ...page.params.metadata.nl,
                  metadataTitle: hostile,
                  ogTitle: hostile,
                  ogImage: '/x.jpg"><script>',
                },
              },
            },
          }
        : page,
    );
    catalogue = new Catalogue(
      [property, ...properties.filter((p) => p.ID !== property.ID)],
      propertyTypes,
      cities.map(({ Name, Zip, CountryID, CountryName }) => ({ Name, Zip, CountryID, CountryName })),
      projects,
      siteConfig,
      menu,
      regions,
    );
  });

  function render(path: string, template = TEMPLATE): string {
    return htmlDocument(template, pageMetadata(path, catalogue, ORIGIN, translate));
  }

  it.each([() => propertyPath(withPictures, 'nl'), () => '/nl/te-koop/'])('escapes a title from data (%#)', (path) => {
    const html = render(path());
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; $&amp; co');
    // The template's own script tag is still there, and nothing else was added.
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('escapes every field, whatever the metadata holds', () => {
    const metadata: PageMetadata = {
      ...pageMetadata('/for-sale/', catalogue, ORIGIN, translate),
      title: `${hostile} | Immo Lys`,
      description: hostile,
      canonical: `${ORIGIN}/"><script>`,
      ogTitle: hostile,
      ogDescription: hostile,
      ogImage: { url: `${ORIGIN}/a.jpg?x=1&y="2"`, alt: hostile },
      twitterTitle: hostile,
      twitterDescription: hostile,
      siteName: hostile,
    };
    const html = htmlDocument(TEMPLATE, metadata);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('content="https://www.immolys.be/a.jpg?x=1&amp;y=&quot;2&quot;"');
  });

  it('sets the language of the document', () => {
    expect(render('/fr/a-vendre/')).toMatch(/^<!doctype html>\n<html lang="fr">/);
    expect(
      htmlDocument('<html class="x" lang=en><head></head></html>', pageMetadata('/de/', catalogue, ORIGIN, translate)),
    ).toMatch(/^<html lang="de" class="x"><head><title>/);
  });

  it('puts the tags before </head> when the template has no marker, and drops a template title', () => {
    const template =
      '<!doctype html><html lang="en"><head><title>Webpack App</title><meta charset="utf-8"></head><body></body></html>';
    const html = htmlDocument(template, pageMetadata('/nl/', catalogue, ORIGIN, translate));
    expect(html).not.toContain('Webpack App');
    expect(html).toMatch(
      /<meta charset="utf-8"><title>Home \| Immo Lys<\/title>[\s\S]*<\/head><body><\/body><\/html>$/,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it("puts the cookie dialog in its own slot even when the shell's markup holds the marker's text", () => {
    const template = `<html><head></head><body><div id="immo-shell">${SHELL_MARKER}</div><div id="slot-mf-consent">${CONSENT_MARKER}</div></body></html>`;
    const parts = htmlDocumentParts(template, pageMetadata('/nl/', catalogue, ORIGIN, translate));
    // An agency's configured HTML in the shell may say anything, a marker too.
    const html = parts.rest({ shell: `<p>${CONSENT_MARKER}</p>`, consent: '<div role="dialog">Cookies</div>' });
    expect(html).toContain(`<div id="immo-shell"><p>${CONSENT_MARKER}</p></div>`);
    expect(html).toContain('<div id="slot-mf-consent"><div role="dialog">Cookies</div></div>');
  });
});
