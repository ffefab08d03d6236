// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store wired to the page's tags, and the dialog.
import { emit, type Lang } from '@immo/shared';
import { RemoteRoot, useServerStart } from '@immo/shared/remote';
import { useEffect, useState } from 'react';
import { ConsentStoreContext } from './consent/consent-context.js';
import { connectConsent } from './consent/consent-effects.js';
import { browserStorage, clearConsent } from './consent/consent-storage.js';
import { createConsentStore, type ConsentStore } from './consent-store.js';
import { asksForReset, withoutResetParam } from './consent/reset-param.js';
import { ConsentDialog } from './features/dialog/ConsentDialog.js';
import { pageTags } from './tags/page-tags.js';
import { loadSiteInfo } from './tags/site-info.js';

/** The namespaces the dialog renders (both @immo/shared's). */
export const CONSENT_NAMESPACES = ['consent', 'common'] as const;

export type ConsentAppProps = { lang: Lang; apiBase: string; siteBase: string; followPageLanguage?: boolean };

/** The store of this mount: `?setcookies` forgets the stored choice before it is read. */
function createMountStore() {
  const storage = browserStorage();
  if (asksForReset(window.location.search)) {
    clearConsent(storage);
    // Off the address once used: a reload or a language switch must not ask again.
    emit('navigate', { path: withoutResetParam(window.location), replace: true });
  }
  return createConsentStore({ storage });
}

/**
 * The store of this mount. On the server no visitor's choice is known (it is in the browser's
 * storage): the dialog is drawn as a first visit sees it, touching no window.
 */
function useMountStore(): ConsentStore {
  const start = useServerStart();
  const [store] = useState(() => (start?.collecting ? createConsentStore({ storage: null }) : createMountStore()));
  return store;
}

function ConnectedDialog({ lang, apiBase, siteBase }: ConsentAppProps) {
  const store = useMountStore();
  useEffect(() => connectConsent(store, pageTags()), [store]);
  // The tag ids are the same in every language: the mount's language asks for them once.
  const [firstLang] = useState(lang);
  useEffect(() => {
    let current = true;
    void loadSiteInfo(apiBase, firstLang).then((ids) => current && ids && pageTags().configure(ids));
    return () => {
      current = false;
    };
  }, [apiBase, firstLang]);
  return (
    <ConsentStoreContext.Provider value={store}>
      <ConsentDialog lang={lang} siteBase={siteBase} />
    </ConsentStoreContext.Provider>
  );
}

export function ConsentApp({ lang, apiBase, siteBase, followPageLanguage }: ConsentAppProps) {
  return (
    <RemoteRoot namespaces={CONSENT_NAMESPACES} lang={lang} followPageLanguage={followPageLanguage}>
      {(current) => <ConnectedDialog key={apiBase} lang={current} apiBase={apiBase} siteBase={siteBase} />}
    </RemoteRoot>
  );
}
