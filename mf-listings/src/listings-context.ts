import { createApiClient, type ApiClient, type Lang } from '@immo/shared';
import { remoteContext, useServerLoad } from '@immo/shared/remote';
import { useEffect, useMemo } from 'react';
import type { Entry, ListingsState, ListingsStore } from './listings-store.js';

export type ListingsEnv = {
  store: ListingsStore;
  lang: Lang;
  apiBase: string;
  siteBase: string;
  /** Where map tiles come from ({z}/{x}/{y}); the markers and the list work without them. */
  tiles: string;
  /** The server render's way to the API; the browser's own fetch otherwise. */
  fetch?: typeof fetch | undefined;
};

const listingsContext = remoteContext<ListingsState, ListingsEnv>('mf-listings', 'ListingsApp');
export const ListingsContext = listingsContext.Context;
export const useListingsEnv = listingsContext.useEnv;
export const useListings = listingsContext.useSelect;

export function useApi(): ApiClient {
  const { apiBase, lang, fetch } = useListingsEnv();
  return useMemo(
    () => createApiClient({ baseUrl: apiBase, lang, credentials: 'omit', ...(fetch ? { fetch } : {}) }),
    [apiBase, lang, fetch],
  );
}

const NOTHING_TO_LOAD: Promise<void> = Promise.resolve();

/**
 * An API answer by key (the key names the request and its language); null key loads nothing.
 * Returns the entry and a retry for the failed state.
 */
export function useResource<T>(key: string | null, loader: () => Promise<T>): [Entry<T> | undefined, () => void] {
  const { store } = useListingsEnv();
  const entry = useListings((state) => (key ? (state.entries[key] as Entry<T> | undefined) : undefined));
  useServerLoad(() => (key ? store.getState().load(key, loader) : NOTHING_TO_LOAD));
  const missing = entry === undefined;
  useEffect(() => {
    if (key && missing) void store.getState().load(key, loader);
    // The key names the request: a new loader for the same key is the same request. `missing`
    // asks again for an answer the store let go of (it keeps the latest 60) while still shown.
  }, [key, store, missing]);
  const retry = () => {
    if (key) void store.getState().load(key, loader, { retry: true });
  };
  return [entry, retry];
}
