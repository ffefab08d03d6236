export * from './picture-url.js';
