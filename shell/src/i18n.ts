import { createI18n, localesOfThisBuild, type Lang } from '@immo/shared';
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
  instance ??= createI18n({
    lang,
    // With a page's texts: those at once; `legal` loads when a legal page asks for it.
    namespaces: preloaded ? ['common', ...Object.keys(preloaded).filter((ns) => ns !== 'common')] : SHELL_NAMESPACES,
    loadPath: localesOfThisBuild(),
    ...(preloaded ? { preloaded: { [lang]: preloaded } } : {}),
  });
  return instance.then(async (i18n) => {
    if (i18n.language !== lang) await i18n.changeLanguage(lang);
    return i18n;
  });
}
