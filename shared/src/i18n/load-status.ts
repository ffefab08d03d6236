import type { i18n } from 'i18next';

/** SPEC §4: a translation file per language and namespace is pending, loaded or failed (after retries). */
export type TranslationLoadStatus = 'pending' | 'loaded' | 'failed';

export type LoadFailureListener = (lang: string, namespace: string, error: unknown) => void;

const failuresByInstance = new WeakMap<i18n, Set<string>>();

const keyOf = (lang: string, namespace: string) => `${lang}|${namespace}`;

/**
 * Remembers which files failed for good, so a remote can show its translated fallback (or retry
 * later with `i18n.reloadResources`). Must be attached before `init`, as failures happen during it.
 */
export function trackLoadFailures(instance: i18n, onLoadFailed?: LoadFailureListener): void {
  const failures = new Set<string>();
  failuresByInstance.set(instance, failures);
  instance.on('failedLoading', (lang: string, namespace: string, error: unknown) => {
    failures.add(keyOf(lang, namespace));
    onLoadFailed?.(lang, namespace, error);
  });
  instance.on('loaded', () => {
    for (const key of failures) {
      const [lang = '', namespace = ''] = key.split('|');
      if (instance.hasResourceBundle(lang, namespace)) failures.delete(key);
    }
  });
}

export function translationLoadStatus(instance: i18n, lang: string, namespace: string): TranslationLoadStatus {
  if (instance.hasResourceBundle(lang, namespace)) return 'loaded';
  return failuresByInstance.get(instance)?.has(keyOf(lang, namespace)) ? 'failed' : 'pending';
}
