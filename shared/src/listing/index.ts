export * from './list-query.js';
export * from './list-query-params.js';
export * from './filter-properties.js';
export * from './public-property.js';
