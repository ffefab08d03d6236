/** The remotes of the site by name, as the shell and the API know them at run time (DESIGN §2). */
export * from './remotes.js';
