// For unit tests of every frontend package: an i18next instance with the real locale files, read
// from disk (no HTTP), so a test sees exactly the texts a visitor reads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n } from 'i18next';
import { createI18n } from '../src/i18n/create-i18n.js';
import type { Lang } from '../src/i18n/languages.js';

const SHARED_LOCALES = join(__dirname, '..', 'src', 'i18n', 'locales');

/**
 * `ownLocales`: the locales folder of the package under test (its `src/locales`), for the
 * namespaces it ships itself; the others come from @immo/shared.
 */
export function testI18n(lang: Lang, namespaces: readonly string[], ownLocales?: string): Promise<i18n> {
  const file = (ns: string) => {
    const own = ownLocales && join(ownLocales, lang, `${ns}.json`);
    return own && existsSync(own) ? own : join(SHARED_LOCALES, lang, `${ns}.json`);
  };
  const bundle = Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(file(ns), 'utf8'))]));
  return createI18n({ lang, namespaces, resources: { [lang]: bundle } });
}
