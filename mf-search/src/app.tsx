// ./app: the single-spa lifecycles the shell mounts on home and the 404 page (it hydrates the
// server's render of the slot when the page came with one).
import { remoteLifecycles } from '@immo/shared/remote';
import searchCss from './features/search-box/search-box.css';
import { siteApp } from './site-app.js';

const lifecycles = remoteLifecycles(siteApp, searchCss);

export const { bootstrap, mount, unmount } = lifecycles;
