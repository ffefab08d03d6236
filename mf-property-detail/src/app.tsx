// ./app: the single-spa lifecycles the shell mounts on a property page.
import { remoteLifecycles } from '@immo/shared/remote';
import { DetailRoot } from './root.js';
import detailCss from './property-detail.css';
import { SitePropertyPage } from './pages/SitePropertyPage.js';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase, route }) => (
    <DetailRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite preloadId={Number(route.params.id)}>
      {() => <SitePropertyPage initialId={Number(route.params.id)} />}
    </DetailRoot>
  ),
  detailCss,
);

export const { bootstrap, mount, unmount } = lifecycles;
