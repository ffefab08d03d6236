export * from './password-judge.js';
