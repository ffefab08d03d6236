export * from './city-param.js';
export * from './type-membership.js';
export * from './search-index.js';
