/**
 * The remote side of the federation contract (DESIGN §3), written once for every mf-*: the
 * single-spa lifecycles of `./app`, the shadow-root mount of `./widget`, and the root both render.
 */
export { mountWidget } from './mount-widget.js';
export { remoteLifecycles } from './remote-lifecycles.js';
export { remoteElement, type RemoteAppContext } from './remote-element.js';
export { ServerStartContext, useServerLoad, useServerStart, type ServerStart } from './server-start.js';
export { useHydrated } from './use-hydrated.js';
export { LazyPart, type LazyPartProps } from './lazy-part.js';
export { lazyResolver } from './lazy-resolver.js';
export { DRAFT_PREFIX, FAVOURITES_KEY, keepsVisitorData } from './kept-in-browser.js';
export { fieldsChangedEarly } from './fields-changed-early.js';
export { RemoteRoot, type RemoteRootProps } from './remote-root.js';
export { remoteContext, type RemoteContext } from './remote-context.js';
export { adoptStylesFor } from './stylesheets.js';
export { useAdoptedStyles } from './use-adopted-styles.js';
export { useSitePath, useSiteSearch } from './site-path.js';
export { storeReads, type ReadOptions, type StoreReads } from './store-reads.js';
export type {
  RemoteAppProps,
  ServerSlotData,
  SlotPlace,
  WidgetHandle,
  WidgetModule,
  WidgetOptions,
} from './contract.js';
export type { SlotRender, SlotRenderModule, SlotRenderRequest } from '../federation/server-render.js';
