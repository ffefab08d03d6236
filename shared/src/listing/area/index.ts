export * from './area-limits.js';
export * from './area-codec.js';
export * from './in-area.js';
