// ./ssr: the search box's slot rendered on the server (DESIGN §7), on home and the 404 page, with
// the same element, store and components as ./app: title, intro with the totals, the field with its
// label and placeholder, the search button and the For sale / For rent buttons arrive in the page's
// HTML, laid out as the browser lays them out; the browser hydrates them.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  type OwnTexts,
  REMOTE_VERSION,
  remoteElement,
  renderWhenLoaded,
  slotAppProps,
  slotFetch,
  untilAborted,
} from '@immo/shared/remote-server';
import searchCss from './features/search-box/search-box.css';
import { SEARCH_NAMESPACES } from './root.js';
import { createSearchStore, searchSnapshot } from './search-store.js';
import { siteApp } from './site-app.js';

/** Every namespace this remote renders is one of @immo/shared's (mf-listings' filters read 'search' too). */
const noOwnTexts: OwnTexts = () => Promise.reject(new Error('mf-search has no own namespaces'));

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  // What the box shows is known before it renders — the settings and the index of one language,
  // loaded by the store's own `load` (the browser's) while the texts load — so it renders once.
  const loader = createSearchStore(request.apiBase, { fetch: slotFetch(request) });
  const [translations] = await untilAborted(
    Promise.all([
      bundledTexts([...SEARCH_NAMESPACES, 'common'], request.lang, noOwnTexts),
      loader.getState().load(request.lang),
    ]),
    request.signal,
  );
  const state = searchSnapshot(loader);
  // The browser says so, with a retry, if the API fails it too: the slot is left to it.
  if (!state) throw new Error('mf-search: the search settings or index could not be loaded');
  const props = slotAppProps('mf-search', request);
  // Rendered from exactly what the browser hydrates with (the state and the texts), in a store of
  // its own made from them: on the server React reads a store's initial state, so it starts full.
  // One pass, with the slot's id prefix (the browser hydrates with the same).
  const html = await renderWhenLoaded(remoteElement(siteApp, props, { translations, state }), request);
  return { html, state, translations, css: searchCss, version: REMOTE_VERSION };
}
