import { isLang, type Lang } from '../i18n/languages.js';
import { isPageKey, type PageKey } from './pages.js';
import { joinPath } from './path-parts.js';
import { ROOT_LANGUAGE } from './path-table.js';
import { BUILD_PATTERNS, buildPattern } from './route-patterns.js';

/** The home page of a language: `/` for English, `/nl/` for Dutch, … */
export function homePath(lang: Lang): string {
  return joinPath(isLang(lang) ? lang : ROOT_LANGUAGE, []);
}

/**
 * The path of a page in a language, in the table's canonical spelling with a trailing slash.
 * `params` take canonical values (see Route): `{ id }` for property (add `kind`, `city` and `slug` for
 * the long localized form; propertyPath does that for you), `{ form }` for feedback.
 *
 * A missing or invalid parameter (e.g. a form without a thank-you page) gives the language's home
 * page instead of throwing: SPEC §2 "a failed lookup falls back to /", and a bad link should not
 * break a render.
 */
export function pagePath(page: PageKey, lang: Lang, params: Readonly<Record<string, string>> = {}): string {
  if (!isPageKey(page) || !isLang(lang)) return homePath(lang);
  for (const pattern of BUILD_PATTERNS[lang][page]) {
    const segments = buildPattern(pattern, params);
    if (segments !== undefined) return joinPath(lang, segments);
  }
  return homePath(lang);
}
