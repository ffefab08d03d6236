// ./ssr: the slot rendered on the server (DESIGN §7) — home's latest properties, the list pages and
// a property's similar properties — with the same root, store and components as ./app.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import { bundledTexts, remoteElement, REMOTE_VERSION, renderUntilSettled } from '@immo/shared/remote-server';
import { LISTINGS_NAMESPACES, ListingsRoot } from './root.js';
import { createListingsStore, listingsSnapshot } from './listings-store.js';
import listingsCss from './listings.css';
import { preloadForRoute, SiteApp } from './site-app.js';

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  preloadForRoute(request.pathname);
  const translations = await bundledTexts(
    [...LISTINGS_NAMESPACES, 'common'],
    request.lang,
    (lang, ns) => import(`./locales/${lang}/${ns}.json`),
  );
  // A store per pass, started from the answers so far: on the server React reads a store's initial
  // state (useSyncExternalStore's server snapshot), not what arrived since.
  let store = createListingsStore({ entries: {} }, { recordLoads: true });
  const start = { pathname: request.pathname, search: request.search };
  const element = () => {
    store = createListingsStore(listingsSnapshot(store), { recordLoads: true });
    return remoteElement(
      ({ lang }) => (
        <ListingsRoot lang={lang} apiBase={request.apiBase} siteBase={request.siteBase} fetch={request.fetch}>
          {() => <SiteApp start={start} />}
        </ListingsRoot>
      ),
      {
        name: 'mf-listings',
        lang: request.lang,
        route: request.route,
        apiBase: request.apiBase,
        siteBase: request.siteBase,
      },
      { translations, store, collecting: true },
    );
  };
  const html = await renderUntilSettled(element, () => store.getState().pending(), request.signal);
  return { html, state: listingsSnapshot(store), translations, css: listingsCss, version: REMOTE_VERSION };
}
