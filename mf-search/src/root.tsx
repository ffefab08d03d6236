// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the search box.
import type { Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useEffect, useState } from 'react';
import { SearchBox } from './features/search-box/SearchBox.js';
import { SearchStoreContext } from './search-context.js';
import { createSearchStore } from './search-store.js';

export type SearchAppProps = { lang: Lang; apiBase: string; siteBase: string; followPageLanguage?: boolean };

function LoadedSearchBox({ lang, apiBase, siteBase }: SearchAppProps) {
  const [store] = useState(() => createSearchStore(apiBase));
  // Counts and type names are per language: a new language loads its index (SPEC §2).
  useEffect(() => void store.getState().load(lang), [store, lang]);
  return (
    <SearchStoreContext.Provider value={store}>
      <SearchBox lang={lang} apiBase={apiBase} siteBase={siteBase} />
    </SearchStoreContext.Provider>
  );
}

export function SearchApp({ lang, apiBase, siteBase, followPageLanguage }: SearchAppProps) {
  return (
    <RemoteRoot namespaces={['search']} lang={lang} followPageLanguage={followPageLanguage}>
      {(current) => <LoadedSearchBox key={apiBase} lang={current} apiBase={apiBase} siteBase={siteBase} />}
    </RemoteRoot>
  );
}
