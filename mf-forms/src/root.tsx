// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the form the route or the element asks for.
import type { Lang } from '@immo/shared';
import { RemoteRoot, useServerStart } from '@immo/shared/remote';
import { useMemo, type ReactNode } from 'react';
import { FormsContext, type FormsEnv } from './forms-context.js';
import { createFormsStore, type FormsSnapshot, type FormsStore } from './forms-store.js';

/** The namespaces the remote renders: its own and the shared ones of every form. */
export const FORMS_NAMESPACES = ['forms', 'validation', 'errors', 'common'] as const;

/**
 * The store of this mount: the server render's own (it collects the data the tree asks for), one
 * started from the server's answers (hydration), or a new one. Made again only for another API: a
 * re-render keeps it, and with it a form's request on its way or sent.
 */
function useFormsStore(apiBase: string): FormsStore {
  const start = useServerStart();
  return useMemo(
    () =>
      (start?.store as FormsStore | undefined) ??
      createFormsStore(apiBase, { start: start?.state as FormsSnapshot | undefined }),
    // The server's start is what the first render is made from; it never replaces a store.
    [apiBase],
  );
}

export type FormsRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  onSite?: boolean;
  children: () => ReactNode;
};

export function FormsRoot({ lang, apiBase, siteBase, onSite = false, children }: FormsRootProps) {
  const store = useFormsStore(apiBase);
  return (
    <RemoteRoot namespaces={FORMS_NAMESPACES} lang={lang} followPageLanguage={onSite}>
      {(current) => (
        <FormsProvider env={{ store, lang: current, apiBase, siteBase, onSite }}>{children()}</FormsProvider>
      )}
    </RemoteRoot>
  );
}

function FormsProvider({ env, children }: { env: FormsEnv; children: ReactNode }) {
  const { store, lang, apiBase, siteBase, onSite } = env;
  const value = useMemo<FormsEnv>(
    () => ({ store, lang, apiBase, siteBase, onSite }),
    [store, lang, apiBase, siteBase, onSite],
  );
  return <FormsContext.Provider value={value}>{children}</FormsContext.Provider>;
}
