export * from './list-query.js';
export * from './filter-properties.js';
export * from './public-property.js';
