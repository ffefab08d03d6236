import type { i18n, ResourceLanguage } from 'i18next';
import { createI18n, createPreloadedI18n } from '../i18n/create-i18n.js';
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

type Texts = Record<string, Record<string, unknown>>;
/** `key`: where the instance loads what its texts lack, and its namespaces. */
type PreloadedInstance = { lang: Lang; key: string; texts: Texts; instance: i18n };

/** By the object of the texts' first namespace: a server's bundled texts are the same objects on every request. */
const preloadedInstances = new WeakMap<object, PreloadedInstance[]>();

const sameTexts = (a: Texts, b: Texts): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((ns) => a[ns] === b[ns]);

/**
 * A remote's instance started from the texts a server-rendered page brought, or the server render
 * itself was given (DESIGN §7): ready at once, so both renders are the same; what they lack loads
 * from the remote's build. Nothing changes such an instance's language, so one is kept per
 * language, namespaces and the very same text objects: the server builds it once, not on every
 * request (starting an i18next instance was some 5 % of a page's render). i18next adds a namespace
 * it loads later to the object it was given: it gets a copy, and the comparison keeps its own.
 */
export function preloadedI18n(namespaces: readonly string[], lang: Lang, texts: Texts): i18n {
  const first = Object.values(texts)[0];
  const loadPath = localesOfThisBuild();
  const key = `${loadPath}|${namespaces.join(',')}`;
  const kept = first ? (preloadedInstances.get(first) ?? []) : [];
  const found = kept.find((entry) => entry.lang === lang && entry.key === key && sameTexts(entry.texts, texts));
  if (found) return found.instance;
  const instance = createPreloadedI18n({
    lang,
    namespaces: [...namespaces, 'common'],
    loadPath,
    preloaded: { [lang]: { ...texts } as ResourceLanguage },
  });
  if (first) preloadedInstances.set(first, [...kept, { lang, key, texts: { ...texts }, instance }]);
  return instance;
}
