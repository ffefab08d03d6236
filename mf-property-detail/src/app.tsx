// ./app: the single-spa lifecycles the shell mounts on a property page (it hydrates the server's
// render of the slot when the page came with one).
import { remoteLifecycles } from '@immo/shared/remote';
import detailCss from './property-detail.css';
import { siteApp } from './site-app.js';

const lifecycles = remoteLifecycles(siteApp, detailCss);

export const { bootstrap, mount, unmount } = lifecycles;
