import {
  createApiClient,
  resolveRoute,
  type InLanguage,
  type Lang,
  type MenuPage,
  type Route,
  type SiteConfig,
} from '@immo/shared';
import { create } from 'zustand';

export type ShellState = {
  route: Route;
  config: InLanguage<SiteConfig> | null;
  menu: InLanguage<MenuPage>[];
  /** Loading the site configuration failed: the chrome shows what it can and a notice. */
  failed: boolean;
  setPath: (pathname: string) => void;
  loadSite: (lang: Lang) => Promise<void>;
};

/** The shell's own store; remotes keep theirs (DESIGN §2: no global store). */
export const useShellStore = create<ShellState>((set) => ({
  route: resolveRoute(typeof window === 'undefined' ? '/' : window.location.pathname),
  config: null,
  menu: [],
  failed: false,
  setPath: (pathname) => set({ route: resolveRoute(pathname) }),
  loadSite: async (lang) => {
    const api = createApiClient({ baseUrl: '', lang });
    try {
      const [config, menu] = await Promise.all([api.config(), api.menu()]);
      set({ config, menu, failed: false });
    } catch {
      set({ failed: true });
    }
  },
}));
