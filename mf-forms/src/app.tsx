// ./app: the single-spa lifecycles the shell mounts on the form pages, beside a property and in the
// footer (it hydrates the server's render of a slot when the page came with one).
import { remoteLifecycles } from '@immo/shared/remote';
import formsCss from './forms.css';
import { siteApp } from './site-app.js';

const lifecycles = remoteLifecycles(siteApp, formsCss);

export const { bootstrap, mount, unmount } = lifecycles;
