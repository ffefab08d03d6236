// ./app: the single-spa lifecycles the shell mounts on home and the list pages.
import { remoteLifecycles } from '@immo/shared/remote';
import { ListingsRoot } from './root.js';
import listingsCss from './listings.css';
import { preloadForRoute, SiteApp } from './site-app.js';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase }) => (
    <ListingsRoot lang={lang} apiBase={apiBase} siteBase={siteBase} followPageLanguage>
      {() => <SiteApp />}
    </ListingsRoot>
  ),
  listingsCss,
);

export const { bootstrap, unmount } = lifecycles;

export function mount(props: Parameters<typeof lifecycles.mount>[0]) {
  preloadForRoute(window.location.pathname);
  return lifecycles.mount(props);
}
