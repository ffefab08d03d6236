// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and what the route or the widget's attributes ask for.
import type { Lang } from '@immo/shared';
import { RemoteRoot, useServerStart } from '@immo/shared/remote';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { mapTileUrl } from '@immo/shared';
import { ListingsContext, type ListingsEnv } from './listings-context.js';
import { createListingsStore, type ListingsSnapshot, type ListingsStore } from './listings-store.js';

/**
 * The store of this mount: the server render's own (it collects the data the tree asks for), one
 * started from the server's answers (hydration), or a new one.
 */
function useListingsStore(): ListingsStore {
  const start = useServerStart();
  const [store] = useState(
    () =>
      (start?.store as ListingsStore | undefined) ?? createListingsStore(start?.state as ListingsSnapshot | undefined),
  );
  return store;
}

export type ListingsRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  /** Map tile URL template; the default is OpenStreetMap's. */
  tiles?: string | undefined;
  followPageLanguage?: boolean;
  /** The server render's way to the API (no socket); the browser's own fetch otherwise. */
  fetch?: typeof fetch | undefined;
  children: () => ReactNode;
};

/** The namespaces the remote renders (search: the city option's "{name} [{zip}]" of the filters). */
export const LISTINGS_NAMESPACES = ['listings', 'energy', 'errors', 'search'] as const;

function ListingsProvider({
  lang,
  apiBase,
  siteBase,
  tiles,
  fetch,
  children,
}: Omit<ListingsRootProps, 'followPageLanguage'>) {
  const store = useListingsStore();
  // Favourites marked in another tab show here too; a hydrated list reads them once it is hydrated.
  useEffect(() => {
    const sync = () => store.getState().syncFavourites();
    sync();
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, [store]);
  const env = useMemo<ListingsEnv>(
    () => ({ store, lang, apiBase, siteBase, tiles: mapTileUrl(tiles), fetch }),
    [store, lang, apiBase, siteBase, tiles, fetch],
  );
  return <ListingsContext.Provider value={env}>{children()}</ListingsContext.Provider>;
}

export function ListingsRoot({
  lang,
  apiBase,
  siteBase,
  tiles,
  fetch,
  followPageLanguage,
  children,
}: ListingsRootProps) {
  return (
    <RemoteRoot namespaces={LISTINGS_NAMESPACES} lang={lang} followPageLanguage={followPageLanguage}>
      {(current) => (
        <ListingsProvider
          key={apiBase}
          lang={current}
          apiBase={apiBase}
          siteBase={siteBase}
          tiles={tiles}
          fetch={fetch}
        >
          {children}
        </ListingsProvider>
      )}
    </RemoteRoot>
  );
}
