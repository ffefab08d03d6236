export * from './api-error.js';
export * from './api-client.js';
