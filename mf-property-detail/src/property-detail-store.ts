import {
  ApiError,
  createApiClient,
  type InLanguage,
  type Lang,
  type PublicProperty,
  type SiteConfig,
} from '@immo/shared';
import { createStore } from 'zustand/vanilla';

/** One property as the page knows it: asked for, there, unknown to the catalogue, or not loaded. */
export type PropertyEntry =
  | { status: 'loading' }
  | { status: 'ready'; property: PublicProperty }
  | { status: 'not-found' }
  | { status: 'failed' };

export type DetailState = {
  /** By `{lang}:{id}`: a property's texts differ per language. */
  entries: Record<string, PropertyEntry>;
  /** Loads a property once; a failed one loads again when asked with `retry`. */
  load(id: number, lang: Lang, options?: { retry?: boolean }): void;
  /** The site's configuration (the renovation calculators per region); null until it arrives. */
  config: InLanguage<SiteConfig> | null;
  /** Counts one page view of a property per visit (the owner portal's statistics). */
  countView(id: number): void;
};

export const entryKey = (id: number, lang: Lang) => `${lang}:${id}`;

/** Property ids already counted in this tab: one view per visit, nothing about the visitor. */
const VIEWED_KEY = 'immo.viewed';

function viewedIds(): number[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(VIEWED_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function rememberViewed(ids: number[]): void {
  try {
    sessionStorage.setItem(VIEWED_KEY, JSON.stringify(ids.slice(-200)));
  } catch {
    // Storage refused (private mode, full): the view may be counted again, nothing breaks.
  }
}

/**
 * The remote's own store (DESIGN §2: no global store), one per mount. All fetching lives here, so
 * the components render from the data they are given — on the server too, later.
 */
export function createDetailStore(apiBase: string) {
  const api = (lang: Lang) => createApiClient({ baseUrl: apiBase, lang, credentials: 'omit' });
  return createStore<DetailState>()((set, get) => {
    const put = (key: string, entry: PropertyEntry) => set({ entries: { ...get().entries, [key]: entry } });
    let configAsked = false;
    // The calculators are links, the same in every language: asked for once per mount.
    const loadConfig = (lang: Lang) => {
      if (configAsked) return;
      configAsked = true;
      api(lang)
        .config()
        .then(
          (config) => set({ config }),
          () => (configAsked = false),
        );
    };
    return {
      entries: {},
      config: null,
      load(id, lang, options = {}) {
        if (!get().config) loadConfig(lang);
        const key = entryKey(id, lang);
        const current = get().entries[key];
        if (current && !(options.retry && current.status === 'failed')) return;
        put(key, { status: 'loading' });
        api(lang)
          .property(id)
          .then(
            (property) => put(key, { status: 'ready', property }),
            (error: unknown) =>
              put(key, { status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed' }),
          );
      },
      countView(id) {
        const viewed = viewedIds();
        if (viewed.includes(id)) return;
        rememberViewed([...viewed, id]);
        // A lost count is not worth bothering the visitor about.
        api('en')
          .pageView(id)
          .catch(() => undefined);
      },
    };
  });
}

export type DetailStore = ReturnType<typeof createDetailStore>;
