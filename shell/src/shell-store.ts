import { createApiClient, resolveRoute, type InLanguage, type Lang, type Route, type SiteConfig } from '@immo/shared';
import type { PageStatus } from '@immo/shared/federation';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { shellMenu, type ShellMenuPage } from './shell-menu.js';

/** What the shell renders from: the server embeds it in the page, the browser starts from it. */
export type ShellSnapshot = {
  route: Route;
  /** 404 for a property page the catalogue does not have: the server said so (its page's status). */
  status: PageStatus;
  config: InLanguage<SiteConfig> | null;
  /** The menu's part the shell renders (shellMenu): its page data carries no more. */
  menu: ShellMenuPage[];
  /** The page's path in every language, from the server's head (ShellPageRequest.languagePaths). */
  languagePaths?: Record<Lang, string>;
};

/** The language links' paths and the page they belong to. */
export type LanguageLinks = { pathname: string; paths: Record<Lang, string> };

export type ShellState = ShellSnapshot & {
  /** The path `route` was resolved from. */
  pathname: string;
  /**
   * The page shown is still the one the server rendered (its slots hold the server's markup); false
   * from the first in-site navigation on, back to that path too (its slots are made again, empty).
   */
  serverPage: boolean;
  /** The language whose configuration and menu the store holds. */
  siteLang: Lang | null;
  /** Loading the site configuration failed: the chrome shows what it can and a notice. */
  failed: boolean;
  /** The server's paths of a page in every language; the links of another page use the path table. */
  languageLinks: LanguageLinks | null;
  setLanguagePaths: (pathname: string, paths: Record<Lang, string>) => void;
  setPath: (pathname: string) => void;
  loadSite: (lang: Lang) => Promise<void>;
};

export type ShellStore = StoreApi<ShellState>;

/**
 * The shell's own store (DESIGN §2: no global store), one per page render: on the server one per
 * request, in the browser one per page load, started from what the server rendered.
 */
export function createShellStore(start: Partial<ShellSnapshot> & { pathname: string }): ShellStore {
  const route = start.route ?? resolveRoute(start.pathname);
  // The status the server answered belongs to the path it answered for; another path is taken as found.
  const statusOf = (pathname: string): PageStatus => (pathname === start.pathname ? (start.status ?? 200) : 200);
  return createStore<ShellState>()((set, get) => ({
    route,
    pathname: start.pathname,
    serverPage: true,
    status: statusOf(start.pathname),
    config: start.config ?? null,
    menu: start.menu ?? [],
    siteLang: start.config ? route.lang : null,
    failed: false,
    languageLinks: start.languagePaths ? { pathname: start.pathname, paths: start.languagePaths } : null,
    setLanguagePaths: (pathname, paths) => set({ languageLinks: { pathname, paths } }),
    // The path shown already keeps its route object: hydration's first effects would otherwise
    // render the whole chrome and page a second time (a long task on a phone).
    setPath: (pathname) => {
      if (pathname === get().pathname) return;
      set({ pathname, route: resolveRoute(pathname), status: statusOf(pathname), serverPage: false });
    },
    loadSite: async (lang) => {
      if (get().siteLang === lang && !get().failed) return;
      const api = createApiClient({ baseUrl: '', lang });
      try {
        const [config, menu] = await Promise.all([api.config(), api.menu()]);
        set({ config, menu: shellMenu(menu), siteLang: lang, failed: false });
      } catch {
        set({ failed: true });
      }
    },
  }));
}

export const ShellStoreContext = createContext<ShellStore | null>(null);

/** Reads the shell's store of the page being rendered. */
export function useShellStore<T>(selector: (state: ShellState) => T): T {
  const store = useContext(ShellStoreContext);
  if (!store) throw new Error('shell: useShellStore outside <ShellStoreContext>');
  return useStore(store, selector);
}
