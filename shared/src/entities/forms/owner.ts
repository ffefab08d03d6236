import * as z from 'zod/mini';
import { email, lang } from './mini-fields.js';
import { MIN_PASSWORD_LENGTH } from './owner-password-rules.js';

export { MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE, PASSWORD_SCORING } from './owner-password-rules.js';

/**
 * The owner portal's forms, in `zod/mini` (see mini-fields.ts): the login page is the portal's
 * first page and carries no classic zod.
 */

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
