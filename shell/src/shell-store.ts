import {
  createApiClient,
  resolveRoute,
  type InLanguage,
  type Lang,
  type MenuPage,
  type Route,
  type SiteConfig,
} from '@immo/shared';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the shell renders from: the server embeds it in the page, the browser starts from it. */
export type ShellSnapshot = {
  route: Route;
  config: InLanguage<SiteConfig> | null;
  menu: InLanguage<MenuPage>[];
};

export type ShellState = ShellSnapshot & {
  /** The language whose configuration and menu the store holds. */
  siteLang: Lang | null;
  /** Loading the site configuration failed: the chrome shows what it can and a notice. */
  failed: boolean;
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
  return createStore<ShellState>()((set, get) => ({
    route,
    config: start.config ?? null,
    menu: start.menu ?? [],
    siteLang: start.config ? route.lang : null,
    failed: false,
    setPath: (pathname) => set({ route: resolveRoute(pathname) }),
    loadSite: async (lang) => {
      if (get().siteLang === lang && !get().failed) return;
      const api = createApiClient({ baseUrl: '', lang });
      try {
        const [config, menu] = await Promise.all([api.config(), api.menu()]);
        set({ config, menu, siteLang: lang, failed: false });
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
