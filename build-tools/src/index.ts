/** How every app of the site is built (Node only, used by webpack configs; nothing of it ships to a browser). */
export * from './federation/plugin-options.js';
export * from './federation/shared-dependencies.js';
export * from './webpack/parts.js';
export * from './webpack/dev-server.js';
export * from './webpack/remote-config.js';
export * from './webpack/translations.js';
export * from './webpack/server-config.js';
