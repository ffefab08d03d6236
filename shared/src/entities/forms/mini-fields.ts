import * as z from 'zod/mini';
import './zod-config.js';

/**
 * The fields the owner forms share with every other form, written with `zod/mini`: its schemas
 * are functions a bundler tree-shakes, where classic zod's methods bring the whole library
 * (~20 KB gzip). The login page loads only these; the lead forms use them inside classic schemas
 * (zod 4 mixes the two). Messages are translation keys, as in fields.ts.
 */

/** For values a form never sends wrong (a checkbox, a list, a choice): what an API caller is told. */
export const INVALID = { error: 'validation:invalid.value' } as const;

export const email = (key: 'email' | 'friendEmail' = 'email') =>
  z.pipe(
    z
      .string({ error: `validation:required.${key}` })
      .check(
        z.trim(),
        z.minLength(1, { error: `validation:required.${key}` }),
        z.maxLength(254, { error: 'validation:invalid.tooLong' }),
      ),
    z.email({ error: `validation:invalid.${key}` }),
  );

export const lang = () => z.optional(z.enum(['en', 'nl', 'fr', 'de'], INVALID));
