import type { Lang } from '@immo/shared';
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { FormsState, FormsStore } from './forms-store.js';

export type FormsEnv = {
  store: FormsStore;
  lang: Lang;
  apiBase: string;
  /** Where links point: '' on the site, the agency's site for a widget. */
  siteBase: string;
  /** On the site a sent form leads to its thank-you page; a widget says thank you in place. */
  onSite: boolean;
};

export const FormsContext = createContext<FormsEnv | null>(null);

export function useFormsEnv(): FormsEnv {
  const env = useContext(FormsContext);
  if (!env) throw new Error('mf-forms: used outside <FormsRoot>');
  return env;
}

export function useForms<T>(select: (state: FormsState) => T): T {
  return useStore(useFormsEnv().store, select);
}
