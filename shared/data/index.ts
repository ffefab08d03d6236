/**
 * @immo/shared/data — the sample catalogue of the site (SPEC §9: 49 properties, 31 cities),
 * its site configuration and menu, generated pictures, and a synthetic catalogue generator
 * for benchmarks. Everything is static and deterministic.
 */
export * from './agency.js';
export * from './cities.js';
export * from './costs.js';
export * from './descriptions.js';
export * from './generate-catalogue.js';
export * from './menu.js';
export * from './picture-plan.js';
export * from './pictures.js';
export * from './projects.js';
export * from './properties.js';
export * from './property-builder.js';
export * from './property-types.js';
export * from './random.js';
export * from './regions.js';
export * from './site-config.js';
export * from './sample-feed.js';
export * from './sample-submissions.js';
