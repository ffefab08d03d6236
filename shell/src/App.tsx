import { emit } from '@immo/shared';
import { ImmoProvider } from '@immo/shared/ui';
import type { i18n } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Footer } from './chrome/Footer.js';
import { Header } from './chrome/Header.js';
import { ScrollToTop } from './chrome/ScrollToTop.js';
import { shellI18n } from './i18n.js';
import { PageContent } from './pages/PageContent.js';
import { useShellStore } from './shell-store.js';

function useLocation() {
  const [location, setLocation] = useState(() => ({
    pathname: window.location.pathname,
    search: window.location.search,
  }));
  useEffect(() => {
    const update = () => setLocation({ pathname: window.location.pathname, search: window.location.search });
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return location;
}

/** The shell's chrome and pages; remotes mount into the slots it renders. */
export function App({ i18n }: { i18n: i18n }) {
  const { pathname, search } = useLocation();
  const route = useShellStore((state) => state.route);
  const setPath = useShellStore((state) => state.setPath);
  const loadSite = useShellStore((state) => state.loadSite);
  const lang = route.lang;

  useEffect(() => setPath(pathname), [pathname, setPath]);

  useEffect(() => {
    document.documentElement.lang = lang;
    void shellI18n(lang);
    void loadSite(lang);
    // Every mounted remote re-renders in the new language, without a reload (DESIGN §4).
    emit('language-changed', { lang });
  }, [lang, loadSite]);

  // After a navigation (not on the first load), start at the top with focus on the new content,
  // as a full page load would for a screen-reader or keyboard user.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <Header lang={lang} pathname={pathname} search={search} />
        <main id="main" tabIndex={-1}>
          <PageContent route={route} />
        </main>
        <Footer lang={lang} />
        <ScrollToTop />
      </I18nextProvider>
    </ImmoProvider>
  );
}
