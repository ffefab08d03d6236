import { prefetcher, type ApiError } from '@immo/shared';
import { lazyResolver } from '@immo/shared/remote';
import { useMemo, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Outcome } from '../../owner-portal-store.js';
import type { OwnerFormName } from './form-validation.js';

/** The owner forms' schemas and resolver, fetched when a form is first focused or, at the latest, sent. */
const loadValidation = () => import('./form-validation.js');

/** Fetches the schemas ahead of a send (a form's `onFocus`); one that fails is fetched again on sending. */
export const prefetchValidation = prefetcher(loadValidation);

/**
 * One owner form: react-hook-form with the very schema of `@immo/shared` the API validates with
 * (its messages are translation keys), the API's refusal kept for the form's alert, and the API's
 * field errors on their fields, the focus on the first.
 */
export function useOwnerForm<Values extends FieldValues>(name: OwnerFormName, defaultValues: DefaultValues<Values>) {
  const { t } = useTranslation(['validation', 'owner', 'errors']);
  const resolver = useMemo(
    () =>
      lazyResolver(() =>
        loadValidation().then((validation) => validation.ownerFormResolver(name) as unknown as Resolver<Values>),
      ),
    [name],
  );
  const form = useForm<Values>({ resolver, defaultValues, shouldFocusError: true });
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  /** A field's error in the page's language, for the field's `error` (Mantine ties it to the input). */
  const errorOf = (name: Path<Values>): string | undefined => {
    const message = form.formState.errors[name]?.message;
    return typeof message === 'string' && message ? t(message) : undefined;
  };

  const submitWith = (send: (values: Values) => Promise<Outcome>) =>
    form.handleSubmit(async (values) => {
      setRefusal(null);
      const outcome = await send(values);
      if (outcome.ok) return;
      setRefusal(outcome.error);
      Object.entries(outcome.error.fields).forEach(([name, error], index) =>
        form.setError(name as Path<Values>, { type: 'server', message: error.key }, { shouldFocus: index === 0 }),
      );
    });

  return { form, errorOf, refusal, submitWith };
}
