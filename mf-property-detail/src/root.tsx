// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the property page.
import { mapTileUrl, type Lang } from '@immo/shared';
import { RemoteRoot, useServerStart } from '@immo/shared/remote';
import { useEffect, useMemo, type ReactNode } from 'react';
import { DetailContext, type DetailEnv } from './property-detail-context.js';
import { createDetailStore, type DetailSnapshot, type DetailStore } from './property-detail-store.js';

/**
 * The namespaces the remote renders (common: the marquee, the breadcrumb and the list pages' names;
 * buying, its own: the purchase-cost calculator and the mortgage simulator).
 */
export const DETAIL_NAMESPACES = ['property', 'energy', 'errors', 'common', 'buying'] as const;

/**
 * The store of this mount: the server render's own (it collects the data the tree asks for), one
 * started from the server's answers (hydration), or a new one.
 */
function useDetailStore(apiBase: string): DetailStore {
  const start = useServerStart();
  return useMemo(
    () =>
      (start?.store as DetailStore | undefined) ??
      createDetailStore(apiBase, { start: start?.state as DetailSnapshot | undefined }),
    [apiBase, start],
  );
}

export type DetailRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  tiles?: string | undefined;
  /** The site's page (not a widget): follows the page's language, counts views, keeps the URL canonical. */
  onSite?: boolean;
  /** The property the page shows first: asked for while the translations load, not after them. */
  preloadId?: number | undefined;
  children: () => ReactNode;
};

export function DetailRoot({ lang, apiBase, siteBase, tiles, onSite = false, preloadId, children }: DetailRootProps) {
  const store = useDetailStore(apiBase);
  useEffect(() => {
    if (preloadId !== undefined && Number.isSafeInteger(preloadId) && preloadId > 0) {
      store.getState().load(preloadId, lang);
    }
  }, [store, preloadId, lang]);
  return (
    <RemoteRoot namespaces={DETAIL_NAMESPACES} lang={lang} followPageLanguage={onSite}>
      {(current) => (
        <DetailProvider env={{ store, lang: current, apiBase, siteBase, tiles: mapTileUrl(tiles), onSite }}>
          {children()}
        </DetailProvider>
      )}
    </RemoteRoot>
  );
}

function DetailProvider({ env, children }: { env: DetailEnv; children: ReactNode }) {
  const { store, lang, apiBase, siteBase, tiles, onSite } = env;
  const value = useMemo<DetailEnv>(
    () => ({ store, lang, apiBase, siteBase, tiles, onSite }),
    [store, lang, apiBase, siteBase, tiles, onSite],
  );
  return <DetailContext.Provider value={value}>{children}</DetailContext.Provider>;
}
