import type { Texts } from '../i18n/kept-for-texts.js';
import type { Lang } from '../i18n/languages.js';

export type { Texts };
type JsonModule = { default: Record<string, unknown> };

/** The remote's own namespaces, from its `src/locales` (a loader written in the remote, where webpack finds them). */
export type OwnTexts = (lang: Lang, namespace: string) => Promise<JsonModule>;

/**
 * The texts a remote's server render uses, compiled into its server bundle: its own namespaces and
 * the shared ones of the @immo/shared it is built with — the same files its browser build ships.
 */
export async function bundledTexts(namespaces: readonly string[], lang: Lang, own: OwnTexts): Promise<Texts> {
  const read = (ns: string): Promise<JsonModule> =>
    own(lang, ns).catch(() => import(`../i18n/locales/${lang}/${ns}.json`) as Promise<JsonModule>);
  const modules = await Promise.all(namespaces.map(read));
  return Object.fromEntries(namespaces.map((ns, index) => [ns, modules[index]!.default]));
}
