// ./ssr: the slot rendered on the server (DESIGN §7) — home's latest properties, the list pages and
// a property's similar properties — with the same root, store and components as ./app.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  remoteElement,
  REMOTE_VERSION,
  renderWhenLoaded,
  slotAppProps,
  slotFetch,
} from '@immo/shared/remote-server';
import { LISTINGS_NAMESPACES, ListingsRoot } from './root.js';
import { createListingsStore, listingsSnapshot } from './listings-store.js';
import listingsCss from './listings.css';
import { preloadForRoute, SiteApp } from './site-app.js';

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  void preloadForRoute(request.pathname);
  const translations = await bundledTexts(
    [...LISTINGS_NAMESPACES, 'common'],
    request.lang,
    (lang, ns) => import(`./locales/${lang}/${ns}.json`),
  );
  // A store for this request only; each part asks it for its answers while rendering (useResource).
  const store = createListingsStore({ entries: {} });
  // The remote's stylesheet, and those of the parts the render used (a list page's).
  const styles = new Set<string>([listingsCss]);
  const start = { pathname: request.pathname, search: request.search };
  const fetch = slotFetch(request);
  const element = remoteElement(
    ({ lang }) => (
      <ListingsRoot lang={lang} apiBase={request.apiBase} siteBase={request.siteBase} fetch={fetch}>
        {() => <SiteApp start={start} />}
      </ListingsRoot>
    ),
    slotAppProps('mf-listings', request),
    { translations, store, collecting: true, styles },
  );
  const html = await renderWhenLoaded(element, request);
  return { html, state: listingsSnapshot(store), translations, css: [...styles].join('\n'), version: REMOTE_VERSION };
}
