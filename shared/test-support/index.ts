/** What unit tests of every package use (never a browser bundle): the real texts, a small catalogue. */
export { testI18n } from './test-i18n.js';
export * as searchCatalogue from './search-catalogue.js';
export {
  asThePageCarries,
  hydratingProps,
  mountSlot,
  renderInServerModules,
  slotRenderRequest,
  unansweringApi,
} from './server-slot.js';
export { GHENT_SQUARE, LIEGE_SQUARE, listableProperty } from './listing-fixtures.js';
export { FLEMISH_SOLE_HOME } from './purchase-fixtures.js';
