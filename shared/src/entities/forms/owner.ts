import { z } from 'zod';
import { email, lang } from './fields.js';

/** Owner passwords: long enough to resist guessing; no composition rules (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 10;

const password = () =>
  z.string({ error: 'validation:required.password' }).min(1, { error: 'validation:required.password' }).max(200, {
    error: 'validation:invalid.tooLong',
  });

export const OwnerLoginFormSchema = z.object({ email: email(), password: password(), language: lang() });
export type OwnerLoginForm = z.input<typeof OwnerLoginFormSchema>;

export const PasswordForgottenFormSchema = z.object({ email: email(), language: lang() });
export type PasswordForgottenForm = z.input<typeof PasswordForgottenFormSchema>;

export const PasswordResetFormSchema = z
  .object({
    token: z.string({ error: 'validation:invalid.resetToken' }).min(1, { error: 'validation:invalid.resetToken' }),
    password: password().min(MIN_PASSWORD_LENGTH, { error: 'validation:invalid.passwordTooShort' }),
    passwordConfirmation: z.string({ error: 'validation:required.passwordConfirmation' }).min(1, {
      error: 'validation:required.passwordConfirmation',
    }),
    language: lang(),
  })
  .refine((form) => form.password === form.passwordConfirmation, {
    error: 'validation:invalid.passwordMismatch',
    path: ['passwordConfirmation'],
  });
export type PasswordResetForm = z.input<typeof PasswordResetFormSchema>;
