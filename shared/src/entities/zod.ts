// The one zod of @immo/shared's schemas. Zod compiles object parsers with `new Function` unless
// told not to; the site's pages forbid eval (their CSP), so a parse logged a blocked eval on every
// page with a form. Configured here, where every schema gets `z`, so no bundle misses it (the
// package's `sideEffects` names this file: without it a bundler would take `z` from zod directly).
import { z } from 'zod';

z.config({ jitless: true });

export { z };
