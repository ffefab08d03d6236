import * as z from 'zod/mini';
import { email, lang } from './mini-fields.js';

/**
 * The owner portal's forms, in `zod/mini` (see mini-fields.ts): the login page is the portal's
 * first page and carries no classic zod.
 */

/** Owner passwords: long enough to resist guessing; no composition rules (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * And hard to guess: zxcvbn's score runs 0–4; 3 means about 10⁸ guesses at least ("safely
 * unguessable" online). The API refuses less; the portal's meter says so as the owner types.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's work grows faster than the length (200 l33t symbols took over a minute): the API and
 * the meter score only the first 40 characters, with up to 4 l33t readings (the worst input then
 * takes ~150 ms). What follows the 40th character can only add strength.
 */
export const PASSWORD_SCORING = { length: 40, l33tReadings: 4 } as const;

const password = (minLength = 1) =>
  z
    .string({ error: 'validation:required.password' })
    .check(
      z.minLength(1, { error: 'validation:required.password' }),
      z.minLength(minLength, { error: 'validation:invalid.passwordTooShort' }),
      z.maxLength(200, { error: 'validation:invalid.tooLong' }),
    );

export const OwnerLoginFormSchema = z.object({ email: email(), password: password(), language: lang() });
export type OwnerLoginForm = z.input<typeof OwnerLoginFormSchema>;

export const PasswordForgottenFormSchema = z.object({ email: email(), language: lang() });
export type PasswordForgottenForm = z.input<typeof PasswordForgottenFormSchema>;

export const PasswordResetFormSchema = z
  .object({
    token: z
      .string({ error: 'validation:invalid.resetToken' })
      .check(z.minLength(1, { error: 'validation:invalid.resetToken' })),
    password: password(MIN_PASSWORD_LENGTH),
    passwordConfirmation: z
      .string({ error: 'validation:required.passwordConfirmation' })
      .check(z.minLength(1, { error: 'validation:required.passwordConfirmation' })),
    language: lang(),
  })
  .check(
    z.refine((form) => form.password === form.passwordConfirmation, {
      error: 'validation:invalid.passwordMismatch',
      path: ['passwordConfirmation'],
    }),
  );
export type PasswordResetForm = z.input<typeof PasswordResetFormSchema>;
