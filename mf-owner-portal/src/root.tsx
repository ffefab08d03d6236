// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the portal.
import type { Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PortalContext, type PortalEnv } from './owner-portal-context.js';
import { createPortalStore, type PortalStore } from './owner-portal-store.js';

export type PortalRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  onSite?: boolean;
  children: () => ReactNode;
};

export function PortalRoot({ lang, apiBase, siteBase, onSite = false, children }: PortalRootProps) {
  // One store per mount, made with the first language: a language switch keeps the session.
  const store = useMemo(() => createPortalStore(apiBase, lang), [apiBase]);
  return (
    <RemoteRoot namespaces={['owner', 'validation', 'errors', 'common']} lang={lang} followPageLanguage={onSite}>
      {(current) => (
        <PortalProvider store={store} lang={current} siteBase={siteBase}>
          {children()}
        </PortalProvider>
      )}
    </RemoteRoot>
  );
}

function PortalProvider({
  store,
  lang,
  siteBase,
  children,
}: Omit<PortalEnv, 'store'> & { store: PortalStore; children: ReactNode }) {
  useEffect(() => void store.getState().setLang(lang), [store, lang]);
  const value = useMemo<PortalEnv>(() => ({ store, lang, siteBase }), [store, lang, siteBase]);
  return <PortalContext.Provider value={value}>{children}</PortalContext.Provider>;
}
