export * from './sheet-types.js';
export * from './property-sheet.js';
export * from './format-sheet-value.js';
