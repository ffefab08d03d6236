export * from './list-query.js';
export * from './filter-properties.js';
