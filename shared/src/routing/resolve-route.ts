import type { Lang } from '../i18n/languages.js';
import type { PageKey } from './pages.js';
import { looksProtocolRelative } from './on-site-path.js';
import { languageAndSegments, splitPath } from './path-parts.js';
import { MATCH_PATTERNS, matchPattern } from './route-patterns.js';

/**
 * What a URL means, independent of its language. `params` hold canonical values:
 * - property: `id` (digits, no leading zeros) always; the long localized form also gives `kind`
 *   ('sale' | 'rent' | 'foreign'), `city` and `slug` (slugified). Only `id` identifies the property.
 * - feedback: `form`, the English thank-you form name (a ThankYouForm).
 */
export interface Route {
  lang: Lang;
  page: PageKey;
  params: Record<string, string>;
}

/**
 * The route a path matches in the path table, or undefined when it matches nothing. A path that
 * begins like another host (`//for-sale/`, `/%5Cfor-sale/`) matches nothing: it would otherwise be
 * served as a page whose own links, built from its path, lead off the site.
 */
export function matchRoute(path: string): Route | undefined {
  if (looksProtocolRelative(path)) return undefined;
  const { lang, segments } = languageAndSegments(splitPath(path).pathname);
  for (const pattern of MATCH_PATTERNS[lang]) {
    const params = matchPattern(pattern, segments);
    if (params !== undefined) return { lang, page: pattern.page, params };
  }
  return undefined;
}

/**
 * Turns a pathname into `{ lang, page, params }` (DESIGN §4: the one resolver the shell's activity
 * functions and the remotes share). Case-insensitive, tolerant of a missing trailing slash, ignores a
 * query string or hash. An unknown path is page 'not-found' in the language its first segment names.
 */
export function resolveRoute(pathname: string): Route {
  const route = matchRoute(pathname);
  if (route !== undefined) return route;
  return { lang: languageAndSegments(splitPath(pathname).pathname).lang, page: 'not-found', params: {} };
}
