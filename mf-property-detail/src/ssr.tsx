// ./ssr: the property page's slot rendered on the server (DESIGN §7) with the same element, store
// and components as ./app: breadcrumb, title, price, first photo, description and facts arrive in
// the page's HTML; the browser hydrates them.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  remoteElement,
  REMOTE_VERSION,
  renderUntilSettled,
  type OwnTexts,
} from '@immo/shared/remote-server';
import { createDetailStore, detailSnapshot } from './property-detail-store.js';
import detailCss from './property-detail.css';
import { DETAIL_NAMESPACES } from './root.js';
import { siteApp } from './site-app.js';

/**
 * Every namespace this remote renders is one of @immo/shared's (the API's printable sheet reads
 * 'property' too): it has no texts of its own to bundle.
 */
const noOwnTexts: OwnTexts = () => Promise.reject(new Error('mf-property-detail has no own namespaces'));

/** The server's way to the API, each request stopped when the slot's time is up. */
function fetchWithin(request: SlotRenderRequest): typeof fetch {
  const base = request.fetch ?? globalThis.fetch;
  return (input, init) => base(input, { ...init, signal: request.signal });
}

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  const translations = await bundledTexts(DETAIL_NAMESPACES, request.lang, noOwnTexts);
  const options = { fetch: fetchWithin(request), recordLoads: true };
  // A store per pass, started from the answers so far: on the server React reads a store's initial
  // state (useSyncExternalStore's server snapshot), not what arrived since.
  let store = createDetailStore(request.apiBase, options);
  const props = {
    name: 'mf-property-detail',
    lang: request.lang,
    route: request.route,
    location: { pathname: request.pathname, search: request.search ? `?${request.search}` : '' },
    place: request.place,
    apiBase: request.apiBase,
    siteBase: request.siteBase,
  };
  const element = () => {
    store = createDetailStore(request.apiBase, { ...options, start: detailSnapshot(store) });
    return remoteElement(siteApp, props, { translations, store, collecting: true });
  };
  const html = await renderUntilSettled(element, () => store.getState().pending(), request.signal);
  return { html, state: detailSnapshot(store), translations, css: detailCss, version: REMOTE_VERSION };
}
