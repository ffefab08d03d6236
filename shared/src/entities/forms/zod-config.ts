import { config } from 'zod/mini';

// Zod compiles object parsers with `new Function` unless told not to; the site's pages forbid eval
// (their CSP), so a blocked eval was logged (Lighthouse best practices 96). Zod decides when each
// object schema is defined, so this must run before the first one: the remotes whose pages parse
// forms import it first of all (`@immo/shared/zod-config`), and the forms' field definitions too.
// `sideEffects` in package.json names this file, or a bundler would drop an import made for its
// effect alone.
config({ jitless: true });
