// Loaded when a form first needs it (use-lead-form.ts), not with the page: zod and every form's
// schema are ~40 KB gzip a phone would otherwise fetch and run before any form is touched.
import '@immo/shared/zod-config'; // before any schema is defined: no eval (the pages' CSP)
import { zodResolver } from '@hookform/resolvers/zod';
import { LEAD_FORM_SCHEMAS, SearchAlertFormSchema } from '@immo/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { FormName } from './use-lead-form.js';

/** The very schema the API validates the form's request with (`POST /api/leads/{name}`, `/api/alerts`). */
function formSchema(name: FormName) {
  return name === 'search-alert' ? SearchAlertFormSchema : LEAD_FORM_SCHEMAS[name];
}

/** react-hook-form's check of the form with that schema; messages are translation keys. */
export function formResolver(name: FormName): Resolver<FieldValues> {
  return zodResolver(formSchema(name) as never) as unknown as Resolver<FieldValues>;
}
