import type { Lang } from '@immo/shared';
import { remoteContext } from '@immo/shared/remote';
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

const detailContext = remoteContext<DetailState, DetailEnv>('mf-property-detail', 'DetailRoot');
export const DetailContext = detailContext.Context;
export const useDetailEnv = detailContext.useEnv;
export const useDetail = detailContext.useSelect;
