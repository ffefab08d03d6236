import { LANGUAGES, type Lang } from '../i18n/languages.js';
import { localizePath } from './localize-path.js';
import { onSitePath } from './on-site-path.js';
import { splitPath } from './path-parts.js';
import { ROOT_LANGUAGE } from './path-table.js';
import { matchRoute } from './resolve-route.js';

const LANGUAGE_PREFIX = new RegExp(`^[/\\\\]*(?:${LANGUAGES.join('|')})(?=/|$)`, 'i');

/**
 * Replaces (or adds, or removes for the root language) the language segment, leaving the rest as is,
 * except for the slashes it starts with: `//evil.example/` and `/nl//evil.example/` give
 * `/evil.example/` in English, never a link to another host.
 */
function swapLanguagePrefix(pathname: string, lang: Lang): string {
  const rest = onSitePath(pathname.replace(LANGUAGE_PREFIX, ''));
  return lang === ROOT_LANGUAGE ? rest : `/${lang}${rest}`;
}

/**
 * The language switcher's target (SPEC §2, DESIGN §4): the same page in `lang` through the path table
 * (`/nl/te-koop/` ↔ `/fr/a-vendre/` ↔ `/for-sale/`), query string and hash kept.
 *
 * Unlike localizePath, a path the table does not know (a CMS child page, a 404) keeps its place: only
 * its first segment is swapped (SPEC: "changing language swaps that first segment"), so a visitor on
 * a 404 sees the 404 in the new language rather than being thrown to the home page.
 */
export function switchLanguage(pathname: string, lang: Lang): string {
  const { pathname: path, suffix } = splitPath(pathname);
  return matchRoute(path) === undefined ? swapLanguagePrefix(path, lang) + suffix : localizePath(pathname, lang);
}

/** The same page in every language, e.g. for `<link rel="alternate" hreflang>` and the language menu. */
export function routeAlternates(pathname: string): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, switchLanguage(pathname, lang)])) as Record<Lang, string>;
}
