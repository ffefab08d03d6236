// What ./app renders in its slot: the same element in the browser and on the server (./ssr), so
// the server's markup is what the browser's first render hydrates.
import { pagePath, resolveRoute, type PageKey } from '@immo/shared';
import { useSitePath, useSiteSearch, type RemoteAppContext } from '@immo/shared/remote';
import { PurchaseCostsPage, startFrom } from './pages/PurchaseCostsPage.js';
import { SitePropertyPage } from './pages/SitePropertyPage.js';
import { DetailRoot } from './root.js';

export function siteApp({ lang, apiBase, siteBase, route, location }: RemoteAppContext) {
  const id = Number(route.params.id);
  const initialPath = location?.pathname ?? pagePath(route.page as PageKey, lang, route.params);
  return (
    <DetailRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite preloadId={id}>
      {() => <SiteApp initialPath={initialPath} initialSearch={location?.search ?? ''} />}
    </DetailRoot>
  );
}

/**
 * The remote's page by route: the purchase-cost page, or a property's page. The route is read again
 * on every navigation (the shell keeps the remote mounted from one of its pages to the next); the
 * path it starts from is the one the shell or the server resolved, never read from window in render.
 */
export function SiteApp({ initialPath, initialSearch }: { initialPath: string; initialSearch: string }) {
  const route = resolveRoute(useSitePath(initialPath));
  // The query too: the property page's link to the calculator carries its price and region.
  const search = useSiteSearch(initialSearch);
  if (route.page === 'purchase-costs') {
    const query = new URLSearchParams(search);
    // A new query (another link followed) starts the fields anew.
    const start = startFrom(query.get('price'), query.get('region'));
    return <PurchaseCostsPage key={search} headingLevel={1} start={start} />;
  }
  return <SitePropertyPage initialId={Number(route.params.id)} />;
}
