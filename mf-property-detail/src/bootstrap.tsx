// What ./app and ./widget both render: the remote's root (translations, error boundary), its own
// store, and the property page.
import { mapTileUrl, type Lang } from '@immo/shared';
import { RemoteRoot } from '@immo/shared/remote';
import { useMemo, useState, type ReactNode } from 'react';
import { DetailContext, type DetailEnv } from './detail-context.js';
import { createDetailStore } from './detail-store.js';

export type DetailRootProps = {
  lang: Lang;
  apiBase: string;
  siteBase: string;
  tiles?: string | undefined;
  /** The site's page (not a widget): follows the page's language, counts views, keeps the URL canonical. */
  onSite?: boolean;
  children: () => ReactNode;
};

function DetailProvider({ lang, apiBase, siteBase, tiles, onSite = false, children }: DetailRootProps) {
  const [store] = useState(() => createDetailStore(apiBase));
  const env = useMemo<DetailEnv>(
    () => ({ store, lang, apiBase, siteBase, tiles: mapTileUrl(tiles), onSite }),
    [store, lang, apiBase, siteBase, tiles, onSite],
  );
  return <DetailContext.Provider value={env}>{children()}</DetailContext.Provider>;
}

export function DetailRoot(props: DetailRootProps) {
  return (
    <RemoteRoot
      // common: marquee and breadcrumb words; listings: the list page names of the breadcrumb.
      namespaces={['property', 'energy', 'errors', 'common', 'listings']}
      lang={props.lang}
      apiBase={props.apiBase}
      followPageLanguage={props.onSite}
    >
      {(current) => <DetailProvider key={props.apiBase} {...props} lang={current} />}
    </RemoteRoot>
  );
}
