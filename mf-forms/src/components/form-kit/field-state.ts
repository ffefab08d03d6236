import { useId } from 'react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A field's error in the visitor's language (messages are translation keys, the schema's or the API's). */
export function errorText(error: FieldError | undefined, t: (key: string) => string): string | null {
  if (!error) return null;
  return t(typeof error.message === 'string' && error.message ? error.message : 'validation:invalid.generic');
}

/** Reads a nested error: `kidsAges.1` is errors.kidsAges[1]. */
function errorAt(errors: Record<string, unknown>, name: string): FieldError | undefined {
  return name
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], errors) as
    FieldError | undefined;
}

/** Ids and ARIA of one field: its error and help text tied to the control (WCAG 1.3.1, 3.3.1). */
export function useFieldState(name: string, hasHelp = false) {
  const { t } = useTranslation(['validation', 'forms']);
  const {
    formState: { errors },
  } = useFormContext();
  const id = useId();
  const error = errorText(errorAt(errors, name), t);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [hasHelp ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return {
    id,
    helpId,
    errorId,
    error,
    aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const,
  };
}
