import type { i18n } from 'i18next';
import { createI18n } from '../i18n/create-i18n.js';
import type { Lang } from '../i18n/languages.js';
import type { Namespace } from '../i18n/namespaces.js';

const instances = new Map<string, Promise<i18n>>();

/**
 * A remote's own i18next instance (DESIGN §4), one per language and locale origin: two widgets of
 * one remote on a page may show two languages, and switching one must not switch the other. On the
 * site the locales come from the page's origin, in a widget from the API that serves the widget.
 */
export function remoteI18n(namespaces: readonly Namespace[], lang: Lang, apiBase: string): Promise<i18n> {
  const loadPath = `${apiBase}/locales`;
  const key = `${loadPath}|${namespaces.join(',')}|${lang}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = createI18n({ lang, namespaces: [...namespaces, 'common'], loadPath });
    instances.set(key, instance);
  }
  return instance;
}
