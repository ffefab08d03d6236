// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the portal.
import type { Lang } from '@immo/shared';
import { RemoteRoot, useServerStart } from '@immo/shared/remote';
import { useEffect, useMemo, type ReactNode } from 'react';
import { PortalContext, type PortalEnv } from './owner-portal-context.js';
import { createPortalStore, type PortalSnapshot, type PortalStore } from './owner-portal-store.js';

/** The namespaces the remote renders (validation: the schemas' messages; errors: the API's refusals). */
export const PORTAL_NAMESPACES = ['owner', 'validation', 'errors', 'common'] as const;

/**
 * The store of this mount, made with the first language (a language switch keeps the session): the
 * server render's own, one started from the state the server sent (hydration), or a new one.
 */
function usePortalStore(apiBase: string, lang: Lang): PortalStore {
  const start = useServerStart();
  return useMemo(
    () =>
      (start?.store as PortalStore | undefined) ??
      createPortalStore(apiBase, lang, { start: start?.state as PortalSnapshot | undefined }),
    [apiBase],
  );
}

export type PortalRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  onSite?: boolean;
  children: () => ReactNode;
};

export function PortalRoot({ lang, apiBase, siteBase, onSite = false, children }: PortalRootProps) {
  const store = usePortalStore(apiBase, lang);
  return (
    <RemoteRoot namespaces={PORTAL_NAMESPACES} lang={lang} followPageLanguage={onSite}>
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
