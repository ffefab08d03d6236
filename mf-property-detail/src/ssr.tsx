// ./ssr: the property page's slot rendered on the server (DESIGN §7) with the same element, store
// and components as ./app: breadcrumb, title, price, first photo, description and facts arrive in
// the page's HTML; the browser hydrates them.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  type OwnTexts,
  REMOTE_VERSION,
  remoteElement,
  renderWhenLoaded,
  slotAppProps,
  slotFetch,
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

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  const translations = await bundledTexts(DETAIL_NAMESPACES, request.lang, noOwnTexts);
  // A store for this request only; the page asks it for the property while rendering.
  const store = createDetailStore(request.apiBase, { fetch: slotFetch(request) });
  const props = slotAppProps('mf-property-detail', request);
  const element = remoteElement(siteApp, props, { translations, store, collecting: true });
  const html = await renderWhenLoaded(element, request);
  return { html, state: detailSnapshot(store), translations, css: detailCss, version: REMOTE_VERSION };
}
