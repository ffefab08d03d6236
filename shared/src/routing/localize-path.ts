import type { Lang } from '../i18n/languages.js';
import { homePath, pagePath } from './page-path.js';
import { splitPath } from './path-parts.js';
import { matchRoute } from './resolve-route.js';

/**
 * Maps an internal link, written in any language, to the same page in `lang`, keeping its query string
 * and hash (`/for-sale/?city=Gent|9000` → `/nl/te-koop/?city=Gent|9000`). SPEC §2: "every internal link
 * is mapped through a path table; a failed lookup falls back to /", so an unknown path gives the
 * home page of `lang`, without the unknown page's query.
 *
 * Property detail: the long form keeps its kind and slugs between nl/fr/de; English has only
 * `/property/{id}/`, and from there the others get the short id-only form (`/nl/pand/12/`). Use
 * propertyPath when the property itself is at hand.
 */
export function localizePath(path: string, lang: Lang): string {
  const { pathname, suffix } = splitPath(path);
  const route = matchRoute(pathname);
  return route === undefined ? homePath(lang) : pagePath(route.page, lang, route.params) + suffix;
}

/**
 * The canonical spelling of a known path (table case, trailing slash, slugified slugs), query and hash
 * kept; undefined when the path is unknown. For redirecting `/FOR-SALE` to `/for-sale/`.
 */
export function canonicalPath(path: string): string | undefined {
  const { pathname, suffix } = splitPath(path);
  const route = matchRoute(pathname);
  return route === undefined ? undefined : pagePath(route.page, route.lang, route.params) + suffix;
}
