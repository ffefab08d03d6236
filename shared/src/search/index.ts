export * from './city-param.js';
export * from './type-membership.js';
export * from './search-index.js';
export * from './search.js';
