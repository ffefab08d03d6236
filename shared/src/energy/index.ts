export * from './regions.js';
export * from './scales.js';
export * from './label.js';
export * from './renovation-rule.js';
export * from './epc-colour.js';
