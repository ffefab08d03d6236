import type { i18n } from 'i18next';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { on } from '../events/events.js';
import type { Lang } from '../i18n/languages.js';
import { preloadedI18n, remoteI18n } from './remote-i18n.js';
import { useServerStart } from './server-start.js';

export type RemoteRootProps = {
  /** The remote's namespaces, its own and shared ones ('common' is always loaded). */
  namespaces: readonly string[];
  lang: Lang;
  /** On the site the page's language can change under a mounted remote (the shell emits it). */
  followPageLanguage?: boolean;
  children: (lang: Lang) => ReactNode;
};

/** The page's language for a remote on the site: the mount prop, then every `language-changed`. */
function usePageLanguage(initial: Lang, follow: boolean): Lang {
  const [lang, setLang] = useState(initial);
  useEffect(() => setLang(initial), [initial]);
  useEffect(() => (follow ? on('language-changed', ({ lang: next }) => setLang(next)) : undefined), [follow]);
  return lang;
}

function Failure() {
  const { t } = useTranslation('common');
  return <p role="status">{t('remoteFailure.text')}</p>;
}

/**
 * What every remote renders first, in the shell and as a widget: its own i18next instance in the
 * current language, and an error boundary so a render error stays inside the remote (DESIGN §3).
 * Nothing renders until the translations are there: no flash of keys.
 */
export function RemoteRoot({ namespaces, lang: initial, followPageLanguage = false, children }: RemoteRootProps) {
  const lang = usePageLanguage(initial, followPageLanguage);
  const start = useServerStart();
  // The language the children render in is the one whose texts are loaded: data and labels switch
  // together, never half in the old language. A server render, and the hydration of one, start
  // with their texts at hand.
  const [ready, setReady] = useState<{ lang: Lang; i18n: i18n } | null>(() =>
    start ? { lang: initial, i18n: preloadedI18n(namespaces, initial, start.translations) } : null,
  );
  const key = namespaces.join(',');
  // The texts the server's render was made with are those of its language: nothing to load.
  const preloadedLang = useRef<Lang | null>(start ? initial : null);
  useEffect(() => {
    if (preloadedLang.current === lang) return;
    preloadedLang.current = null;
    let current = true;
    void remoteI18n(key.split(','), lang).then((i18n) => current && setReady({ lang, i18n }));
    return () => {
      current = false;
    };
  }, [key, lang]);
  if (!ready) return null;
  return (
    <I18nextProvider i18n={ready.i18n}>
      <ErrorBoundary fallback={<Failure />}>{children(ready.lang)}</ErrorBoundary>
    </I18nextProvider>
  );
}
