import { isLang, type Lang } from '../i18n/languages.js';
import { ROOT_LANGUAGE } from './path-table.js';

/** A path cut where its query string or hash begins; `suffix` keeps `?…#…` verbatim. */
export interface PathParts {
  pathname: string;
  suffix: string;
}

/** Drops an absolute URL's origin so `https://site.be/nl/te-koop/` routes like `/nl/te-koop/`. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

export function splitPath(path: string): PathParts {
  const local = path.replace(ORIGIN, '');
  const cut = local.search(/[?#]/);
  return cut === -1 ? { pathname: local, suffix: '' } : { pathname: local.slice(0, cut), suffix: local.slice(cut) };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A stray "%" is not worth a crash; the raw text simply will not match.
    return segment;
  }
}

/**
 * The language a pathname is in and its segments after the language prefix, percent-decoded.
 * Empty segments are dropped, which is what makes a missing trailing slash (or a doubled one) harmless.
 */
export function languageAndSegments(pathname: string): { lang: Lang; segments: string[] } {
  const segments = pathname
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
  const first = segments[0]?.toLowerCase();
  return isLang(first) ? { lang: first, segments: segments.slice(1) } : { lang: ROOT_LANGUAGE, segments };
}

/** The language a path is in: its first segment when that is a language code, else the root language. */
export function languageFromPath(path: string): Lang {
  return languageAndSegments(splitPath(path).pathname).lang;
}

/** Joins segments into a path with the language prefix and the trailing slash every output has. */
export function joinPath(lang: Lang, segments: readonly string[]): string {
  const all = lang === ROOT_LANGUAGE ? segments : [lang, ...segments];
  return all.length === 0 ? '/' : `/${all.join('/')}/`;
}
