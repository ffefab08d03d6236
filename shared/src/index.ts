/**
 * @immo/shared — the browser-safe contract every micro-frontend and the API build on.
 * Build-time federation helpers live in `@immo/shared/federation`, the sample catalogue in
 * `@immo/shared/data`.
 */
export * from './entities/index.js';
export * from './energy/index.js';
export * from './buying/index.js';
export * from './format/index.js';
export * from './media/index.js';
export * from './search/index.js';
export * from './listing/index.js';
export * from './property/index.js';
export * from './routing/index.js';
export * from './i18n/index.js';
export * from './events/index.js';
export * from './consent/categories.js';
export * from './consent/tag-sources.js';
export * from './theme/site-theme.js';
export * from './theme/top-bar-icons.js';
export * from './api-client/index.js';
export * from './api-contract/index.js';
export * from './loading/with-retry.js';
export * from './loading/prefetcher.js';
export * from './password/index.js';
