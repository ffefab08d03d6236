import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { ConsentStore, ConsentStoreState } from '../consent-store.js';

export const ConsentStoreContext = createContext<ConsentStore | null>(null);

/** Reads the mounted dialog's own store. */
export function useConsent<T>(select: (state: ConsentStoreState) => T): T {
  const store = useContext(ConsentStoreContext);
  if (!store) throw new Error('useConsent outside <ConsentApp>');
  return useStore(store, select);
}
