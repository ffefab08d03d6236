import { emit, NECESSARY_ONLY, onRequest, type ConsentState } from '@immo/shared';
import type { PageTags } from '../tags/page-tags.js';
import { onPageChange } from '../tags/page-changes.js';
import type { ConsentStore } from '../consent-store.js';
import { asksForReset, withoutResetParam } from './reset-param.js';

/**
 * What follows the store's choice: the `consent-changed` broadcast for the other remotes (also
 * replayed to those mounted later), the page's tags, and page views on every page change. The
 * footer's "Cookie settings" and blocked embeds reach the store through `open-cookie-settings`,
 * also when pressed before this remote's code came (a request: answered once).
 */
export function connectConsent(store: ConsentStore, tags: PageTags, win: Window = window): () => void {
  const follow = (consent: ConsentState, previous: ConsentState | null) => {
    emit('consent-changed', consent);
    if (consent.status === 'decided') tags.consentChanged(consent.choice);
    else if (previous?.status === 'decided') tags.consentChanged(NECESSARY_ONLY);
  };
  follow(store.getState().consent, null);
  const offStore = store.subscribe((state, previous) => {
    if (state.consent !== previous.consent) follow(state.consent, previous.consent);
  });
  const offRequests = onRequest('open-cookie-settings', (request) => {
    const accept = request?.accept;
    if (accept && accept !== 'necessary') store.getState().accept(accept);
    else store.getState().reopen();
  });
  const offPages = onPageChange(win, () => {
    // A link inside the site to `?setcookies` (e.g. in the cookie policy) navigates without a reload.
    if (asksForReset(win.location.search)) {
      store.getState().reset();
      emit('navigate', { path: withoutResetParam(win.location), replace: true });
    }
    tags.pageView();
  });
  return () => {
    offStore();
    offRequests();
    offPages();
  };
}
