import type { Lang } from '@immo/shared';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { PortalState, PortalStore } from './owner-portal-store.js';

export type PortalEnv = {
  store: PortalStore;
  lang: Lang;
  /** Where links point: '' on the site, the site's origin in a widget. */
  siteBase: string;
};

export const PortalContext = createContext<PortalEnv | null>(null);

export function usePortalEnv(): PortalEnv {
  const env = useContext(PortalContext);
  if (!env) throw new Error('mf-owner-portal: used outside <PortalRoot>');
  return env;
}

export function usePortal<T>(select: (state: PortalState) => T): T {
  return useStore(usePortalEnv().store, select);
}
