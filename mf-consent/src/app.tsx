// ./app: the single-spa lifecycles the shell mounts on every page whose path has no "preview".
import { remoteLifecycles } from '@immo/shared/remote';
import { ConsentApp } from './root.js';
import consentCss from './features/dialog/consent-dialog.css';

const lifecycles = remoteLifecycles(
  ({ lang, apiBase, siteBase }) => <ConsentApp lang={lang} apiBase={apiBase} siteBase={siteBase} followPageLanguage />,
  consentCss,
);

export const { bootstrap, mount, unmount } = lifecycles;
