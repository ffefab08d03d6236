/** Build-time helpers for webpack configs (Node only; not part of the browser API). */
export * from './remotes.js';
export * from './shared-dependencies.js';
export * from './plugin-options.js';
export * from './webpack-parts.js';
