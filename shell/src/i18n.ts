import { createI18n, localesOfThisBuild, type Lang } from '@immo/shared';
import type { i18n } from 'i18next';

let instance: Promise<i18n> | null = null;

/**
 * The shell's own i18next instance (DESIGN §4: each micro-frontend has its own), its texts from
 * its own build: `legal` (its own namespace) and the shared `common`.
 */
export function shellI18n(lang: Lang): Promise<i18n> {
  instance ??= createI18n({ lang, namespaces: ['common', 'legal'], loadPath: localesOfThisBuild() });
  return instance.then(async (i18n) => {
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    return i18n;
  });
}
