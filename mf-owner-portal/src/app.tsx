// ./app: the single-spa lifecycles the shell mounts on the login page (/login/, /nl/login/ …).
import { remoteLifecycles } from '@immo/shared/remote';
import { PortalRoot } from './root.js';
import { Portal } from './portal.js';
import portalCss from './portal.css';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase }) => (
    <PortalRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite>
      {() => <Portal headingLevel={1} />}
    </PortalRoot>
  ),
  portalCss,
);

export const { bootstrap, mount, unmount } = lifecycles;
