// ./app: the single-spa lifecycles the shell mounts on the login page (/login/, /nl/login/ …); it
// hydrates the server's render of the slot when the page came with one.
import { remoteLifecycles } from '@immo/shared/remote';
import portalCss from './portal.css';
import { siteApp } from './site-app.js';

const lifecycles = remoteLifecycles(siteApp, portalCss);

export const { bootstrap, mount, unmount } = lifecycles;
