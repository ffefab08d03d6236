// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the property page.
import { mapTileUrl, type Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useEffect, useMemo, type ReactNode } from 'react';
import { DetailContext, type DetailEnv } from './property-detail-context.js';
import { createDetailStore } from './property-detail-store.js';

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
  const store = useMemo(() => createDetailStore(apiBase), [apiBase]);
  useEffect(() => {
    if (preloadId !== undefined && Number.isSafeInteger(preloadId) && preloadId > 0) {
      store.getState().load(preloadId, lang);
    }
  }, [store, preloadId, lang]);
  return (
    <RemoteRoot
      // common: the marquee, the breadcrumb and the list pages' names.
      namespaces={['property', 'energy', 'errors', 'common']}
      lang={lang}
      followPageLanguage={onSite}
    >
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
