// What ./app renders in the login page's slot: the same element in the browser and on the server
// (./ssr), so the server's markup is what the browser's first render hydrates.
import type { RemoteAppContext } from '@immo/shared/remote';
import { Portal } from './portal.js';
import { PortalRoot } from './root.js';

export function siteApp({ lang, apiBase, siteBase }: RemoteAppContext) {
  return (
    <PortalRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite>
      {() => <Portal headingLevel={1} />}
    </PortalRoot>
  );
}
