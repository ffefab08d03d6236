import { readFavourites, toggleFavourite, writeFavourites } from './components/favourites/favourites.js';
import { storeReads } from '@immo/shared/remote';
import { createStore } from 'zustand/vanilla';

/** One answer of the API the remote keeps: loading, there, or failed (with a retry). */
export type Entry<T> = { status: 'loading' | 'ready' | 'failed'; data?: T };

export type ListingsState = {
  entries: Record<string, Entry<unknown>>;
  /** The visitor's favourite property ids, newest first (SPEC-free: stored in the browser). */
  favourites: number[];
  /**
   * Loads `key` once; a failed key loads again when asked again (the retry button). Resolves (never
   * rejects) once the key is answered or failed: a server render waits on it (useResource).
   */
  load<T>(key: string, loader: () => Promise<T>, options?: { retry?: boolean }): Promise<void>;
  toggleFavourite(id: number): void;
  /** Another tab changed the favourites. */
  syncFavourites(): void;
};

/** What the store starts from on the page the server rendered: the answers that render used. */
export type ListingsSnapshot = { entries: Record<string, Entry<unknown>> };

/** The answers a render used, for the browser's store to start from (the server's state of the slot). */
export function listingsSnapshot(store: ListingsStore): ListingsSnapshot {
  const entries = Object.entries(store.getState().entries).filter(([, entry]) => entry.status === 'ready');
  return { entries: Object.fromEntries(entries) };
}

/** Answers kept per mount: paging or changing filters back and forth shows them at once. */
const MAX_ENTRIES = 60;

/**
 * The remote's own store (DESIGN §2: no global store), one per mount: the site's app and a widget
 * on the same page may differ in language and API.
 */
export function createListingsStore(start?: ListingsSnapshot) {
  /** Each kept key's load: asking again waits on (or has) the same answer. */
  const loads = storeReads();
  return createStore<ListingsState>()((set, get) => ({
    entries: start?.entries ?? {},
    // A server render knows no visitor's favourites; the page it sent starts without them too and
    // reads them once hydrated (ListingsProvider), so both renders are the same.
    favourites: start ? [] : readFavourites(),
    load(key, loader, { retry } = {}) {
      const put = (entry: Entry<unknown>) => set({ entries: { ...get().entries, [key]: entry } });
      const read = () => {
        const entries = { ...get().entries, [key]: { status: 'loading' as const } };
        const keys = Object.keys(entries);
        for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) {
          delete entries[old];
          loads.forget(old);
        }
        set({ entries });
        return loader().then(
          (data) => {
            put({ status: 'ready', data });
            return true;
          },
          () => {
            put({ status: 'failed' });
            return false;
          },
        );
      };
      return loads(key, read, { retry, answered: get().entries[key]?.status === 'ready' });
    },
    toggleFavourite(id) {
      const favourites = toggleFavourite(get().favourites, id);
      writeFavourites(favourites);
      set({ favourites });
    },
    syncFavourites() {
      set({ favourites: readFavourites() });
    },
  }));
}

export type ListingsStore = ReturnType<typeof createListingsStore>;
