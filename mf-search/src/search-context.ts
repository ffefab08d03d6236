import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SearchState, SearchStore } from './search-store.js';

export const SearchStoreContext = createContext<SearchStore | null>(null);

/** Reads the mounted box's own store. */
export function useSearch<T>(select: (state: SearchState) => T): T {
  const store = useContext(SearchStoreContext);
  if (!store) throw new Error('useSearch outside <SearchApp>');
  return useStore(store, select);
}
