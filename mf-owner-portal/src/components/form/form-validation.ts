// Loaded when an owner form first needs it (use-owner-form.ts), not with the login page: zod, its
// resolver and the owner forms' schemas are ~7 KB gzip a phone would otherwise fetch and run
// before anyone types.
import '@immo/shared/zod-config'; // before any schema is defined: no eval (the pages' CSP)
import { zodResolver } from '@hookform/resolvers/zod';
import { OwnerLoginFormSchema, PasswordForgottenFormSchema, PasswordResetFormSchema } from '@immo/shared';
import type { FieldValues, Resolver } from 'react-hook-form';

/** The very schemas the API validates the owner's requests with. */
const SCHEMAS = {
  login: OwnerLoginFormSchema,
  'password-forgotten': PasswordForgottenFormSchema,
  'password-reset': PasswordResetFormSchema,
};

export type OwnerFormName = keyof typeof SCHEMAS;

/** react-hook-form's check of the form with its schema; messages are translation keys. */
export function ownerFormResolver(name: OwnerFormName): Resolver<FieldValues> {
  return zodResolver(SCHEMAS[name] as never) as unknown as Resolver<FieldValues>;
}
