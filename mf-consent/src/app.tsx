// ./app: the single-spa lifecycles the shell mounts on every page whose path has no "preview". The
// server draws the dialog as a first visit sees it (./ssr); this hydrates it for a visitor who has
// not chosen yet.
import { remoteLifecycles, type RemoteAppProps } from '@immo/shared/remote';
import { browserStorage, readConsent } from './consent/consent-storage.js';
import consentCss from './features/dialog/consent-dialog.css';
import { siteApp } from './site-app.js';

const lifecycles = remoteLifecycles(siteApp, consentCss);

export const { bootstrap, unmount } = lifecycles;

/**
 * A visitor who has chosen gets no dialog: the server's markup (hidden until now by the page's gate,
 * shell/src/index.html) is dropped, not hydrated, and the remote renders afresh from the stored
 * choice.
 */
export function mount(props: RemoteAppProps) {
  if (readConsent(browserStorage(), new Date()).status === 'decided') props.domElement?.replaceChildren();
  return lifecycles.mount(props);
}
