import type { Lang } from '@immo/shared';
import { remoteContext } from '@immo/shared/remote';
import type { PortalState, PortalStore } from './owner-portal-store.js';

export type PortalEnv = {
  store: PortalStore;
  lang: Lang;
  /** Where links point: '' on the site, the site's origin in a widget. */
  siteBase: string;
};

const portalContext = remoteContext<PortalState, PortalEnv>('mf-owner-portal', 'PortalRoot');
export const PortalContext = portalContext.Context;
export const usePortalEnv = portalContext.useEnv;
export const usePortal = portalContext.useSelect;
