// ./ssr: the login page's slot rendered on the server (DESIGN §7) with the same element, store and
// components as ./app: the heading, the intro and the login form with its labels arrive in the
// page's HTML; the browser hydrates them.
//
// The render is anonymous and has no side effect: no cookie reaches it, so it never asks for the
// owner's session and holds no owner's data — it is what a visitor without a session sees first.
// The session check and the reset link's token (in the address' fragment, which never reaches a
// server) are the browser's, after hydration.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  REMOTE_VERSION,
  remoteElement,
  renderWhenLoaded,
  slotAppProps,
} from '@immo/shared/remote-server';
import { ANONYMOUS_START, createPortalStore } from './owner-portal-store.js';
import portalCss from './portal.css';
import { PORTAL_NAMESPACES } from './root.js';
import { siteApp } from './site-app.js';

export async function render(request: SlotRenderRequest): Promise<SlotRender> {
  const translations = await bundledTexts(
    PORTAL_NAMESPACES,
    request.lang,
    (lang, ns) => import(`./locales/${lang}/${ns}.json`),
  );
  // This request's own store, not given the server's way to the API (`request.fetch`): nothing
  // rendered here asks the API anything.
  const store = createPortalStore(request.apiBase, request.lang, { start: ANONYMOUS_START });
  const props = slotAppProps('mf-owner-portal', request);
  // The login page loads nothing: one pass renders it all.
  const html = await renderWhenLoaded(remoteElement(siteApp, props, { translations, store }), request);
  return { html, state: ANONYMOUS_START, translations, css: portalCss, version: REMOTE_VERSION };
}
