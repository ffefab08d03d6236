import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` unless told not to; the site's pages forbid eval
// (their CSP), so the first parse of a form logged a blocked eval (Lighthouse best practices 96).
// Imported by the forms' field definitions, which every form schema uses; `sideEffects` in
// package.json names this file, or a bundler would drop an import made for its effect alone.
config({ jitless: true });
