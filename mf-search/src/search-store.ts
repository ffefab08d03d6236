import {
  createApiClient,
  type InLanguage,
  type Lang,
  type PublicProperty,
  type SearchIndex,
  type SiteConfig,
} from '@immo/shared';
import { createSearcher, type Searcher } from './components/searcher/searcher.js';
import { createStore } from 'zustand/vanilla';

export type SearchSettings = Pick<
  InLanguage<SiteConfig>,
  'showSearchInput' | 'showSearchButton' | 'showCountProperty' | 'showSearchCount' | 'searchBox'
>;

/** What the panel shows of a property found by its exact ID. */
export type PropertyPreview = Pick<
  PublicProperty,
  'ID' | 'Goal' | 'CountryID' | 'City' | 'Zip' | 'TypeDescription' | 'MainTypeName' | 'SmallPictureItem' | 'Title'
>;

export type SearchState = {
  status: 'loading' | 'ready' | 'failed';
  lang: Lang | null;
  settings: SearchSettings | null;
  index: SearchIndex | null;
  search: Searcher | null;
  /** Properties fetched by exact ID; null = no such property, undefined = on its way. */
  previews: Record<number, PropertyPreview | null | undefined>;
  load(lang: Lang): Promise<void>;
  preview(id: number): Promise<void>;
};

/**
 * The search box's own store (one per mounted box: two widgets on a page may differ in language).
 * The index comes once per language; every keystroke is answered in memory (DESIGN §5).
 */
export function createSearchStore(apiBase: string) {
  return createStore<SearchState>()((set, get) => ({
    status: 'loading',
    lang: null,
    settings: null,
    index: null,
    search: null,
    previews: {},
    async load(lang) {
      if (get().lang === lang && get().status === 'ready') return;
      set({ status: 'loading', lang });
      const api = createApiClient({ baseUrl: apiBase, lang });
      try {
        const [config, index] = await Promise.all([api.config(), api.searchIndex()]);
        if (get().lang !== lang) return; // the language changed meanwhile
        set({ status: 'ready', settings: config, index, search: createSearcher(index), previews: {} });
      } catch {
        if (get().lang === lang) set({ status: 'failed' });
      }
    },
    async preview(id) {
      const { lang, previews } = get();
      if (!lang || id in previews) return; // known, or already asked for
      set({ previews: { ...previews, [id]: undefined } });
      let found: PropertyPreview | null;
      try {
        found = await createApiClient({ baseUrl: apiBase, lang }).property(id);
      } catch {
        found = null;
      }
      // An answer in the language the box has since left is not shown (load() started over).
      if (get().lang === lang) set({ previews: { ...get().previews, [id]: found } });
    },
  }));
}

export type SearchStore = ReturnType<typeof createSearchStore>;
