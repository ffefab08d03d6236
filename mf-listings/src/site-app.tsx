import { resolveRoute } from '@immo/shared';
import { listPageSpec } from './components/list-pages/list-pages.js';
import { lazy, Suspense } from 'react';
import { preloadable } from './preloadable.js';
import { LatestModule } from './features/modules/LatestModule.js';
import { useSiteLocation } from './location.js';

const { load: loadListPage, Component: ListPage } = preloadable(() => import('./pages/ListPage.js'));

/** On a list page, the list's code loads while the translations do, not after them. */
export function preloadForRoute(pathname: string): Promise<unknown> {
  return listPageSpec(resolveRoute(pathname).page) ? loadListPage() : Promise.resolve();
}
const SimilarPage = lazy(() => import('./pages/SimilarPage.js'));

/**
 * What the remote shows on the site, by route: the latest properties on home, the list pages, and
 * similar properties and projects under a property (for the detail page's slot). It starts where
 * the shell (or the server) says the page is, and reads the route again on every navigation, as
 * the shell keeps the remote mounted between list pages.
 */
export function SiteApp({ start }: { start: { pathname: string; search: string } }) {
  const { route, location } = useSiteLocation(start);
  if (route.page === 'home') return <LatestModule />;
  if (route.page === 'property' && route.params.id) {
    return (
      <Suspense fallback={null}>
        <SimilarPage propertyId={Number(route.params.id)} />
      </Suspense>
    );
  }
  if (!listPageSpec(route.page)) return null;
  return (
    <Suspense fallback={null}>
      <ListPage page={route.page} location={location} />
    </Suspense>
  );
}
