import { LANGUAGES, marqueeState, PAGES, pagePath, propertyPath, type Lang } from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import { escapeMarkup } from './escape-markup.js';
import { alternatesOf, originOf, pathsOf, type Alternates } from './site-urls.js';
import { UNLISTED_PAGES } from './unlisted-pages.js';

/** Pages with a fixed path in every language; the property detail pages are listed per property. */
const LISTED_PAGES = PAGES.filter((page) => page !== 'property' && !UNLISTED_PAGES.has(page));

/**
 * The path of every listed page in every language: fixed pages first, then each property still on
 * the market. A sold or rented one (Marquee 1) keeps its page (the references link to it) but is not
 * offered to search engines any more.
 */
function pageGroups(catalogue: Catalogue): Record<Lang, string>[] {
  return [
    ...LISTED_PAGES.map((page) => pathsOf((lang) => pagePath(page, lang))),
    ...catalogue.properties
      .filter((property) => marqueeState(property) === null)
      .map((property) => pathsOf((lang) => propertyPath(property, lang))),
  ];
}

function urlEntry(loc: string, alternates: Alternates): string {
  const links = Object.entries(alternates).map(
    ([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeMarkup(href)}"/>`,
  );
  return ['  <url>', `    <loc>${escapeMarkup(loc)}</loc>`, ...links, '  </url>'].join('\n');
}

/**
 * sitemap.xml: one <url> per page and language, each naming all its translations (Google's
 * hreflang-in-sitemap form). Leaves out the 404, login and thank-you pages and sold or rented properties.
 */
export function sitemapXml(catalogue: Catalogue, siteOrigin: string): string {
  const origin = originOf(siteOrigin);
  const entries = pageGroups(catalogue).flatMap((paths) => {
    const alternates = alternatesOf(paths, origin);
    return LANGUAGES.map((lang) => urlEntry(alternates[lang], alternates));
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is named with its absolute URL, as the standard asks. */
export function robotsTxt(siteOrigin: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${originOf(siteOrigin)}/sitemap.xml`, ''].join('\n');
}
