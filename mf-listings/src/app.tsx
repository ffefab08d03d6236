// ./app: the single-spa lifecycles the shell mounts on home, the list pages and under a property.
import { remoteLifecycles } from '@immo/shared/remote';
import { ListingsRoot } from './root.js';
import listingsCss from './listings.css';
import { preloadForRoute, SiteApp } from './site-app.js';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase, location }) => (
    <ListingsRoot lang={lang} apiBase={apiBase} siteBase={siteBase} followPageLanguage>
      {() => <SiteApp start={location ?? { pathname: window.location.pathname, search: window.location.search }} />}
    </ListingsRoot>
  ),
  listingsCss,
);

export const { bootstrap, unmount } = lifecycles;

export function mount(props: Parameters<typeof lifecycles.mount>[0]) {
  preloadForRoute(props.location?.pathname ?? window.location.pathname);
  return lifecycles.mount(props);
}
