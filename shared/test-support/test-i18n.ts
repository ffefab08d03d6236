// For unit tests of every frontend package: an i18next instance with the real locale files, read
// from disk (no HTTP), so a test sees exactly the texts a visitor reads.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { i18n } from 'i18next';
import { createI18n } from '../src/i18n/create-i18n.js';
import type { Lang } from '../src/i18n/languages.js';
import type { Namespace } from '../src/i18n/namespaces.js';

const LOCALES = join(__dirname, '..', 'src', 'i18n', 'locales');

export function testI18n(lang: Lang, namespaces: readonly Namespace[]): Promise<i18n> {
  const bundle = Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'))]),
  );
  return createI18n({ lang, namespaces, resources: { [lang]: bundle } });
}
