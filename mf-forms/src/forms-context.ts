import type { Lang } from '@immo/shared';
import { remoteContext } from '@immo/shared/remote';
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

const formsContext = remoteContext<FormsState, FormsEnv>('mf-forms', 'FormsRoot');
export const FormsContext = formsContext.Context;
export const useFormsEnv = formsContext.useEnv;
export const useForms = formsContext.useSelect;
