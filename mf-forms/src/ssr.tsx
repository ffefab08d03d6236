// ./ssr: the form pages, the property's contact panel and the footer's sign-up rendered on the
// server (DESIGN §7) with the same element, store and components as ./app: headings, intros,
// labels and fields arrive in the page's HTML; the browser hydrates them. Nothing is sent, confirmed
// or read from a visitor here: drafts, the confirm link's token, the unsubscribe link's address and
// the captcha are the browser's, after hydration.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  keptRender,
  REMOTE_VERSION,
  remoteElement,
  renderWhenLoaded,
  slotAppProps,
  slotFetch,
} from '@immo/shared/remote-server';
import { createFormsStore, formsSnapshot } from './forms-store.js';
import formsCss from './forms.css';
import { FORMS_NAMESPACES } from './root.js';
import { siteApp } from './site-app.js';

async function renderSlot(request: SlotRenderRequest): Promise<SlotRender> {
  const translations = await bundledTexts(
    FORMS_NAMESPACES,
    request.lang,
    (lang, ns) => import(`./locales/${lang}/${ns}.json`),
  );
  // A store for this request only; each part asks it for what it shows while rendering.
  const store = createFormsStore(request.apiBase, { fetch: slotFetch(request) });
  const props = slotAppProps('mf-forms', request);
  const element = remoteElement(siteApp, props, { translations, store, collecting: true });
  // Ids carry the slot's prefix: the page's form and the footer's sign-up share none.
  const html = await renderWhenLoaded(element, request);
  return { html, state: formsSnapshot(store), translations, css: formsCss, version: REMOTE_VERSION };
}

/** The footer's sign-up is the same on every page of a language: the pages after the first take its render. */
const renderFooter = keptRender(renderSlot);

export function render(request: SlotRenderRequest): Promise<SlotRender> {
  return request.place === 'footer' ? renderFooter(request) : renderSlot(request);
}
