// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and what the route or the widget's attributes ask for.
import type { Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { mapTileUrl } from '@immo/shared';
import { ListingsContext, type ListingsEnv } from './listings-context.js';
import { createListingsStore } from './listings-store.js';

export type ListingsRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  /** Map tile URL template; the default is OpenStreetMap's. */
  tiles?: string | undefined;
  followPageLanguage?: boolean;
  children: () => ReactNode;
};

function ListingsProvider({ lang, apiBase, siteBase, tiles, children }: Omit<ListingsRootProps, 'followPageLanguage'>) {
  const [store] = useState(createListingsStore);
  // Favourites marked in another tab show here too.
  useEffect(() => {
    const sync = () => store.getState().syncFavourites();
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, [store]);
  const env = useMemo<ListingsEnv>(
    () => ({ store, lang, apiBase, siteBase, tiles: mapTileUrl(tiles) }),
    [store, lang, apiBase, siteBase, tiles],
  );
  return <ListingsContext.Provider value={env}>{children()}</ListingsContext.Provider>;
}

export function ListingsRoot({ lang, apiBase, siteBase, tiles, followPageLanguage, children }: ListingsRootProps) {
  return (
    <RemoteRoot
      // search: the city option's "{name} [{zip}]" of the filters, as the search box writes it.
      namespaces={['listings', 'energy', 'errors', 'search']}
      lang={lang}
      followPageLanguage={followPageLanguage}
    >
      {(current) => (
        <ListingsProvider key={apiBase} lang={current} apiBase={apiBase} siteBase={siteBase} tiles={tiles}>
          {children}
        </ListingsProvider>
      )}
    </RemoteRoot>
  );
}
