// ./ssr: the cookie dialog rendered on the server (DESIGN §7) as a first visit sees it, with the
// same element, store and components as ./app: it is in the page's first paint instead of after
// the consent remote's code (on a phone it was the largest paint, ~2 s later). The server knows no
// visitor's choice (it is in the browser's storage): the page's gate hides the dialog from a
// visitor who has chosen, and ./app renders afresh then.
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import {
  bundledTexts,
  keptRender,
  REMOTE_VERSION,
  remoteElement,
  renderWhenLoaded,
  slotAppProps,
} from '@immo/shared/remote-server';
import consentCss from './features/dialog/consent-dialog.css';
import { CONSENT_NAMESPACES } from './root.js';
import { siteApp } from './site-app.js';

/** The remote's texts are @immo/shared's (`consent`, `common`): it has none of its own. */
const noOwnTexts = () => Promise.reject(new Error('mf-consent has no texts of its own'));

async function renderDialog(request: SlotRenderRequest): Promise<SlotRender> {
  const translations = await bundledTexts(CONSENT_NAMESPACES, request.lang, noOwnTexts);
  const element = remoteElement(siteApp, slotAppProps('mf-consent', request), { translations, collecting: true });
  const html = await renderWhenLoaded(element, request);
  return { html, state: null, translations, css: consentCss, version: REMOTE_VERSION };
}

/** The dialog is the same on every page of a language (its only link is the cookie policy's). */
export const render = keptRender(renderDialog);
