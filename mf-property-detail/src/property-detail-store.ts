import { ApiError, createApiClient, type Lang, type PublicProperty, type SiteConfig } from '@immo/shared';
import { storeReads } from '@immo/shared/remote';
import { createStore } from 'zustand/vanilla';
import type { BuyingDraft } from './components/buying/buying-inputs.js';

/** One property as the page knows it: asked for, there, unknown to the catalogue, or not loaded. */
export type PropertyEntry =
  | { status: 'loading' }
  | { status: 'ready'; property: PublicProperty }
  | { status: 'not-found' }
  | { status: 'failed' };

/** The public renovation-cost calculator of each EPC region (the site's configuration), where one exists. */
export type RenovationCalculators = SiteConfig['renovationCalculators'];

export type DetailState = {
  /** By `{lang}:{id}`: a property's texts differ per language. */
  entries: Record<string, PropertyEntry>;
  /**
   * Loads a property once (and the calculators); a failed one loads again when asked with `retry`.
   * Resolves (never rejects) once both are answered or failed: a server render waits on it.
   */
  load(id: number, lang: Lang, options?: { retry?: boolean }): Promise<void>;
  /** The renovation calculators of the site's configuration; null until they arrive. */
  calculators: RenovationCalculators | null;
  /** Counts one page view of a property per visit (the owner portal's statistics). */
  countView(id: number): void;
  /**
   * What the visitor typed in a property's purchase-cost calculator and mortgage simulator, by id:
   * the page is made anew when its language changes (it waits for the property in that language),
   * and the figures typed must survive that. Browser only: never in a snapshot.
   */
  buying: Record<number, BuyingDraft>;
  keepBuying(id: number, draft: BuyingDraft): void;
};

/** What the store starts from on a page the server rendered: the answers that render used. */
export type DetailSnapshot = Pick<DetailState, 'entries' | 'calculators'>;

export type DetailStoreOptions = {
  /** The server's answers (hydration). */
  start?: DetailSnapshot | undefined;
  /** The server render's way to the API (no socket); the browser's own fetch otherwise. */
  fetch?: typeof fetch | undefined;
};

export const entryKey = (id: number, lang: Lang) => `${lang}:${id}`;

/**
 * The answers a render used, for the browser's store to start from (the server's state of the
 * slot): a property there or unknown, never one still loading or failed (the browser asks again).
 */
export function detailSnapshot(store: DetailStore): DetailSnapshot {
  const { entries, calculators } = store.getState();
  const settled = Object.entries(entries).filter(
    ([, entry]) => entry.status === 'ready' || entry.status === 'not-found',
  );
  return { entries: Object.fromEntries(settled), calculators };
}

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
 * The remote's own store (DESIGN §2: no global store), one per mount, and one per server render.
 * All fetching lives here, so the components render from the data they are given.
 */
export function createDetailStore(apiBase: string, { start, fetch }: DetailStoreOptions = {}) {
  const api = (lang: Lang) =>
    createApiClient({ baseUrl: apiBase, lang, credentials: 'omit', ...(fetch ? { fetch } : {}) });
  /** Each property's load with the calculators': asking again waits on (or has) the same answer. */
  const loads = storeReads();
  return createStore<DetailState>()((set, get) => {
    const put = (key: string, entry: PropertyEntry) => set({ entries: { ...get().entries, [key]: entry } });
    let configLoad: Promise<void> | undefined;
    // The calculators are links, the same in every language: asked for once per mount.
    const loadConfig = (lang: Lang): Promise<void> => {
      if (get().calculators) return Promise.resolve();
      configLoad ??= api(lang)
        .config()
        .then(
          (config) => set({ calculators: config.renovationCalculators ?? {} }),
          () => {
            configLoad = undefined;
          },
        );
      return configLoad;
    };
    return {
      entries: start?.entries ?? {},
      calculators: start?.calculators ?? null,
      load(id, lang, { retry } = {}) {
        const config = loadConfig(lang);
        const key = entryKey(id, lang);
        const read = () => {
          put(key, { status: 'loading' });
          const property = api(lang)
            .property(id)
            .then(
              (answer) => put(key, { status: 'ready', property: answer }),
              (error: unknown) =>
                put(key, { status: error instanceof ApiError && error.status === 404 ? 'not-found' : 'failed' }),
            );
          // A property that is not there is an answer too: only a failure is read again (retry).
          return Promise.all([property, config]).then(() => get().entries[key]?.status !== 'failed');
        };
        const started = get().entries[key]?.status;
        // The retry button shows as soon as the property failed, while its read may still wait on the
        // calculators: a retry then reads the property again at once, not after that wait.
        if (retry && started === 'failed') loads.forget(key);
        // One the page started with (there or unknown) waits on the calculators alone.
        return loads(key, read, { retry, answered: (started === 'ready' || started === 'not-found') && config });
      },
      buying: {},
      keepBuying(id, draft) {
        set({ buying: { ...get().buying, [id]: draft } });
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
