export * from './purchase-cost-rules.js';
export * from './purchase-costs.js';
export * from './mortgage.js';
