import { emit } from '@immo/shared';
import { ImmoProvider } from '@immo/shared/ui';
import type { i18n } from 'i18next';
import { Suspense, useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Footer } from './chrome/Footer.js';
import { Header } from './chrome/Header.js';
import { ScrollToTop } from './chrome/ScrollToTop.js';
import { shellI18n } from './i18n.js';
import { PageContent } from './pages/PageContent.js';
import { showPageTitle } from './routing/page-title.js';
import { ShellStoreContext, useShellStore, type ShellStore } from './shell-store.js';

export type PageLocation = { pathname: string; search: string };

/** The page's path and query: the one it was rendered for, then every navigation in the browser. */
function useLocation(initial: PageLocation): PageLocation {
  const [location, setLocation] = useState(initial);
  useEffect(() => {
    const update = () => {
      const { pathname, search } = window.location;
      // The same place keeps its object: no second render right after hydration.
      setLocation((shown) => (shown.pathname === pathname && shown.search === search ? shown : { pathname, search }));
    };
    update();
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}

/** Effects of the page shown changing: language, the site's texts, and focus. */
function usePageEffects(pathname: string, onLive?: () => void) {
  const route = useShellStore((state) => state.route);
  const setPath = useShellStore((state) => state.setPath);
  const loadSite = useShellStore((state) => state.loadSite);
  const setLanguagePaths = useShellStore((state) => state.setLanguagePaths);
  const lang = route.lang;

  useEffect(() => setPath(pathname), [pathname, setPath]);
  // The page is live: the server's markup hydrated (or, without one, rendered). Tests wait for it,
  // and the shell mounts the remotes then (bootstrap.tsx).
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
    onLive?.();
    // The first commit only: `onLive` is the page load's.
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    void shellI18n(lang);
    void loadSite(lang);
    // Every mounted remote re-renders in the new language, without a reload (DESIGN §4).
    emit('language-changed', { lang });
  }, [lang, loadSite]);

  // After a navigation (not on the first load), start at the top with focus on the new content,
  // as a full page load would for a screen-reader or keyboard user, and the tab names the new page.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
    void showPageTitle(pathname, (paths) => setLanguagePaths(pathname, paths));
  }, [pathname, setLanguagePaths]);
  return route;
}

function Page({ location, onLive }: { location: PageLocation; onLive?: (() => void) | undefined }) {
  const { pathname, search } = useLocation(location);
  const route = usePageEffects(pathname, onLive);
  return (
    <>
      <Header lang={route.lang} pathname={pathname} search={search} />
      <main id="main" tabIndex={-1}>
        {/* A legal page reached in the browser waits for its namespace here, the chrome stays. */}
        <Suspense fallback={null}>
          <PageContent route={route} />
        </Suspense>
      </main>
      <Footer lang={route.lang} />
      <ScrollToTop />
    </>
  );
}

/**
 * The shell's chrome and pages, the same on the server and in the browser (which hydrates what the
 * server sent); remotes mount into the slots it renders.
 */
export function App({
  i18n,
  store,
  location,
  onLive,
}: {
  i18n: i18n;
  store: ShellStore;
  location: PageLocation;
  /**
   * Called at the page's first commit in the browser: the chrome live and listening for navigations
   * (a page's content may still be hydrating, at a lower priority).
   */
  onLive?: () => void;
}) {
  return (
    <ShellStoreContext.Provider value={store}>
      <ImmoProvider>
        <I18nextProvider i18n={i18n}>
          <Page location={location} onLive={onLive} />
        </I18nextProvider>
      </ImmoProvider>
    </ShellStoreContext.Provider>
  );
}
