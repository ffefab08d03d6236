import { createI18n, createPreloadedI18n, localesOfThisBuild, type Lang } from '@immo/shared';
import type { i18n, ResourceLanguage } from 'i18next';

let instance: Promise<i18n> | null = null;

/** The shell's own namespaces: `legal` (its own) and the shared `common`. */
export const SHELL_NAMESPACES = ['common', 'legal'] as const;

/**
 * The shell's own i18next instance (DESIGN §4: each micro-frontend has its own), its texts from
 * its own build. A server-rendered page brings the texts it was rendered with (`preloaded`), so the
 * first render in the browser equals the server's without waiting for a file.
 */
export function shellI18n(lang: Lang, preloaded?: ResourceLanguage): Promise<i18n> {
  const loadPath = localesOfThisBuild();
  instance ??= preloaded
    ? // The page's texts at once; `legal` loads when a legal page asks for it.
      Promise.resolve(
        createPreloadedI18n({
          lang,
          namespaces: ['common', ...Object.keys(preloaded).filter((ns) => ns !== 'common')],
          preloaded: { [lang]: preloaded },
          loadPath,
        }),
      )
    : createI18n({ lang, namespaces: SHELL_NAMESPACES, loadPath });
  return instance.then(async (i18n) => {
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    return i18n;
  });
}
