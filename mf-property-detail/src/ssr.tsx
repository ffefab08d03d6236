// ./ssr: the property page's slot rendered on the server (DESIGN §7) with the same element, store
// and components as ./app: breadcrumb, title, price, first photo, description, facts and the purchase
// costs arrive in the page's HTML (the purchase-cost page's calculator too); the browser hydrates them.
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

/** Its own namespace (buying) from src/locales; the others are @immo/shared's. */
const ownTexts: OwnTexts = (lang, ns) => import(`./locales/${lang}/${ns}.json`);

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  const translations = await bundledTexts(DETAIL_NAMESPACES, request.lang, ownTexts);
  // A store for this request only; the page asks it for the property while rendering.
  const store = createDetailStore(request.apiBase, { fetch: slotFetch(request) });
  const props = slotAppProps('mf-property-detail', request);
  const element = remoteElement(siteApp, props, { translations, store, collecting: true });
  const html = await renderWhenLoaded(element, request);
  return { html, state: detailSnapshot(store), translations, css: detailCss, version: REMOTE_VERSION };
}
