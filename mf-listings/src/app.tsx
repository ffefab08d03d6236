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

export async function mount(props: Parameters<typeof lifecycles.mount>[0]) {
  const preloading = preloadForRoute(props.location?.pathname ?? window.location.pathname);
  // A list the server rendered is hydrated whole, its code first: a part whose code arrived later
  // would stay as the server sent it, its filters inert, after the slot says it is mounted.
  if (props.server) await preloading.catch(() => undefined);
  return lifecycles.mount(props);
}
