import {
  createApiClient,
  type InLanguage,
  type Lang,
  type PublicProperty,
  type SaleRentCounts,
  type SiteConfig,
} from '@immo/shared';
import { createSearcher, type Searcher } from './components/searcher/searcher.js';
import { createStore } from 'zustand/vanilla';

export type SearchSettings = Pick<
  InLanguage<SiteConfig>,
  'showSearchInput' | 'showSearchButton' | 'showCountProperty' | 'showSearchCount' | 'searchBox'
>;

/** The box's part of the site's configuration: what the server's page carries, not the whole configuration. */
export function searchSettings(config: SearchSettings): SearchSettings {
  const { showSearchInput, showSearchButton, showCountProperty, showSearchCount, searchBox } = config;
  return { showSearchInput, showSearchButton, showCountProperty, showSearchCount, searchBox };
}

/** What the panel shows of a property found by its exact ID. */
export type PropertyPreview = Pick<
  PublicProperty,
  'ID' | 'Goal' | 'CountryID' | 'City' | 'Zip' | 'TypeDescription' | 'MainTypeName' | 'SmallPictureItem' | 'Title'
>;

export type SearchState = {
  /** The index's: the box is shown from `settings` and `totals`, the panel needs the index. */
  status: 'loading' | 'ready' | 'failed';
  lang: Lang | null;
  settings: SearchSettings | null;
  /** The For sale / For rent totals of the index (title, intro and buttons show them). */
  totals: SaleRentCounts | null;
  search: Searcher | null;
  /** Properties fetched by exact ID; null = no such property, undefined = on its way. */
  previews: Record<number, PropertyPreview | null | undefined>;
  /** Loads the settings and index of `lang`; resolves (never rejects) once they are there or failed. */
  load(lang: Lang): Promise<void>;
  preview(id: number): Promise<void>;
};

/**
 * What the store starts from on a page the server rendered: what the box's first render shows. Not
 * the index: it grows with the catalogue (82 KiB at 10,000 properties) and only the panel needs it,
 * so the browser loads it once the box is hydrated instead of every page carrying it.
 */
export type SearchSnapshot = { lang: Lang; settings: SearchSettings; totals: SaleRentCounts };

/** The settings and totals a render showed, for the browser's store to start from; none before they arrived. */
export function searchSnapshot(store: SearchStore): SearchSnapshot | undefined {
  const { lang, settings, totals } = store.getState();
  return lang && settings && totals ? { lang, settings, totals } : undefined;
}

export type SearchStoreOptions = {
  /** The server's settings and totals: what a server render, and the hydration of it, start from. */
  start?: SearchSnapshot | undefined;
  /** The server render's way to the API (no socket); the browser's own fetch otherwise. */
  fetch?: typeof fetch | undefined;
};

/**
 * The search box's own store (one per mounted box: two widgets on a page may differ in language,
 * and one per server render). The index comes once per language; every keystroke is answered in
 * memory (DESIGN §5).
 */
export function createSearchStore(apiBase: string, { start, fetch }: SearchStoreOptions = {}) {
  const api = (lang: Lang) => createApiClient({ baseUrl: apiBase, lang, ...(fetch ? { fetch } : {}) });
  return createStore<SearchState>()((set, get) => {
    const loadIn = async (lang: Lang, known: SearchSettings | null) => {
      const client = api(lang);
      try {
        const [settings, index] = await Promise.all([
          known ?? client.config().then(searchSettings),
          client.searchIndex(),
        ]);
        if (get().lang !== lang) return; // the language changed meanwhile
        set({ status: 'ready', settings, totals: index.totals, search: createSearcher(index), previews: {} });
      } catch {
        if (get().lang === lang) set({ status: 'failed' });
      }
    };
    return {
      status: 'loading',
      lang: start?.lang ?? null,
      settings: start?.settings ?? null,
      totals: start?.totals ?? null,
      search: null,
      previews: {},
      load(lang) {
        const current = get();
        if (current.lang === lang && current.status === 'ready') return Promise.resolve();
        // The page the server rendered brought this language's settings: only the index is asked for.
        const known = current.lang === lang ? current.settings : null;
        set({ status: 'loading', lang });
        return loadIn(lang, known);
      },
      async preview(id) {
        const { lang, previews } = get();
        if (!lang || id in previews) return; // known, or already asked for
        set({ previews: { ...previews, [id]: undefined } });
        let found: PropertyPreview | null;
        try {
          found = await api(lang).property(id);
        } catch {
          found = null;
        }
        // An answer in the language the box has since left is not shown (load() started over).
        if (get().lang === lang) set({ previews: { ...get().previews, [id]: found } });
      },
    };
  });
}

export type SearchStore = ReturnType<typeof createSearchStore>;
