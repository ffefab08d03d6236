// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the form the route or the element asks for.
import type { Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useMemo, type ReactNode } from 'react';
import { FormsContext, type FormsEnv } from './forms-context.js';
import { createFormsStore } from './forms-store.js';

export type FormsRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  onSite?: boolean;
  children: () => ReactNode;
};

export function FormsRoot({ lang, apiBase, siteBase, onSite = false, children }: FormsRootProps) {
  const store = useMemo(() => createFormsStore(apiBase), [apiBase]);
  return (
    <RemoteRoot namespaces={['forms', 'validation', 'errors', 'common']} lang={lang} followPageLanguage={onSite}>
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
