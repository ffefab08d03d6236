import type { i18n, ResourceLanguage } from 'i18next';
import { createI18n, createPreloadedI18n } from '../i18n/create-i18n.js';
import { keptForTexts, type Texts } from '../i18n/kept-for-texts.js';
import type { Lang } from '../i18n/languages.js';
import { localesOfThisBuild } from '../i18n/translation-loading.js';

const instances = new Map<string, Promise<i18n>>();

/**
 * A remote's own i18next instance (DESIGN §4), one per language: two widgets of one remote on a
 * page may show two languages, and switching one must not switch the other. The texts come from
 * the remote's own build (its namespaces and the shared ones it was built with), wherever it is
 * deployed: on the site and in a widget on an agency's page alike.
 */
export function remoteI18n(namespaces: readonly string[], lang: Lang): Promise<i18n> {
  const loadPath = localesOfThisBuild();
  const key = `${loadPath}|${namespaces.join(',')}|${lang}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = createI18n({ lang, namespaces: [...namespaces, 'common'], loadPath });
    instances.set(key, instance);
  }
  return instance;
}

/**
 * A remote's instance started from the texts a server-rendered page brought, or the server render
 * itself was given (DESIGN §7): ready at once, so both renders are the same; what they lack loads
 * from the remote's build. Nothing changes such an instance's language, so the server makes it once
 * per language and bundled texts, not on every request.
 */
export function preloadedI18n(namespaces: readonly string[], lang: Lang, texts: Texts): i18n {
  const loadPath = localesOfThisBuild();
  return keptForTexts(`${loadPath}|${namespaces.join(',')}|${lang}`, texts, (copy) =>
    createPreloadedI18n({
      lang,
      namespaces: [...namespaces, 'common'],
      loadPath,
      preloaded: { [lang]: copy as ResourceLanguage },
    }),
  );
}
