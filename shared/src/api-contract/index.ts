// The API's answers as zod schemas: the API serialises and documents with them (api/src/http/route-schema.ts),
// and the client's types are derived from them.
export * from './error-answer.js';
export * from './catalogue-answers.js';
export * from './lead-answers.js';
export * from './owner-answers.js';
export * from './alert-answers.js';
