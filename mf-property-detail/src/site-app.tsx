// What ./app renders in the property page's slot: the same element in the browser and on the
// server (./ssr), so the server's markup is what the browser's first render hydrates.
import type { RemoteAppContext } from '@immo/shared/remote';
import { SitePropertyPage } from './pages/SitePropertyPage.js';
import { DetailRoot } from './root.js';

export function siteApp({ lang, apiBase, siteBase, route }: RemoteAppContext) {
  const id = Number(route.params.id);
  return (
    <DetailRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite preloadId={id}>
      {() => <SitePropertyPage initialId={id} />}
    </DetailRoot>
  );
}
