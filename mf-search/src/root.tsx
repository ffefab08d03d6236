// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the search box.
import type { Lang } from '@immo/shared';
import { RemoteRoot, useServerStart } from '@immo/shared/remote';
import { useEffect, useState } from 'react';
import { SearchBox } from './features/search-box/SearchBox.js';
import { SearchStoreContext } from './search-context.js';
import { createSearchStore, type SearchSnapshot, type SearchStore } from './search-store.js';

export type SearchAppProps = { lang: Lang; apiBase: string; siteBase: string; followPageLanguage?: boolean };

/** The namespaces the remote renders besides 'common' (which every remote's root loads), all @immo/shared's. */
export const SEARCH_NAMESPACES = ['search'] as const;

/**
 * The store of this mount: one started from the server's settings and totals (a server render, and
 * the browser's hydration of it, render from the same state), or a new one.
 */
function useSearchStore(apiBase: string): SearchStore {
  const start = useServerStart();
  const [store] = useState(() => createSearchStore(apiBase, { start: start?.state as SearchSnapshot | undefined }));
  return store;
}

function LoadedSearchBox({ lang, apiBase, siteBase }: SearchAppProps) {
  const store = useSearchStore(apiBase);
  // Counts and type names are per language: a new language loads its index (SPEC §2). A hydrated
  // box shows the server's settings and totals at once and loads the index its panel searches.
  useEffect(() => void store.getState().load(lang), [store, lang]);
  return (
    <SearchStoreContext.Provider value={store}>
      <SearchBox lang={lang} apiBase={apiBase} siteBase={siteBase} />
    </SearchStoreContext.Provider>
  );
}

export function SearchApp({ lang, apiBase, siteBase, followPageLanguage }: SearchAppProps) {
  return (
    <RemoteRoot namespaces={SEARCH_NAMESPACES} lang={lang} followPageLanguage={followPageLanguage}>
      {(current) => <LoadedSearchBox key={apiBase} lang={current} apiBase={apiBase} siteBase={siteBase} />}
    </RemoteRoot>
  );
}
