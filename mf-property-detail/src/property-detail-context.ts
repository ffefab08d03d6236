import type { Lang } from '@immo/shared';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { DetailState, DetailStore } from './property-detail-store.js';

export type DetailEnv = {
  store: DetailStore;
  lang: Lang;
  apiBase: string;
  /** Where links point: '' on the site, the agency's site for a widget. */
  siteBase: string;
  /** Map tile URL template ({z}/{x}/{y}); the marker shows without tiles. */
  tiles: string;
  /** On the site the remote owns the page: it counts views and keeps the URL canonical. */
  onSite: boolean;
};

export const DetailContext = createContext<DetailEnv | null>(null);

export function useDetailEnv(): DetailEnv {
  const env = useContext(DetailContext);
  if (!env) throw new Error('mf-property-detail: used outside <DetailRoot>');
  return env;
}

export function useDetail<T>(select: (state: DetailState) => T): T {
  return useStore(useDetailEnv().store, select);
}
