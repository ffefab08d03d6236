// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store wired to the page's tags, and the dialog.
import { emit, type Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useEffect, useState } from 'react';
import { ConsentStoreContext } from './consent/consent-context.js';
import { connectConsent } from './consent/consent-effects.js';
import { browserStorage, clearConsent } from './consent/consent-storage.js';
import { createConsentStore } from './consent-store.js';
import { asksForReset, withoutResetParam } from './consent/reset-param.js';
import { ConsentDialog } from './features/dialog/ConsentDialog.js';
import { pageTags } from './tags/page-tags.js';
import { loadSiteInfo } from './tags/site-info.js';

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

function ConnectedDialog({ lang, apiBase, siteBase }: ConsentAppProps) {
  const [store] = useState(createMountStore);
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
    <RemoteRoot namespaces={['consent']} lang={lang} followPageLanguage={followPageLanguage}>
      {(current) => <ConnectedDialog key={apiBase} lang={current} apiBase={apiBase} siteBase={siteBase} />}
    </RemoteRoot>
  );
}
