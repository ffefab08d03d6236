import { useHydrated } from '@immo/shared/remote';
import { Button } from '@immo/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../../forms-store.js';
import { prefetchValidation } from './use-lead-form.js';

type ShellProps = {
  form: UseFormReturn<FieldValues>;
  submission: Submission;
  backOnline: boolean;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The form's accessible name (its heading's text). */
  label: string;
  submitLabel?: string;
  children: ReactNode;
};

/** What the visitor is told when a request did not go through; nothing they typed is lost. */
function FailureMessage({ submission, backOnline }: { submission: Submission; backOnline: boolean }) {
  const { t } = useTranslation(['errors', 'validation', 'forms']);
  if (submission.status !== 'failed') return null;
  const title = {
    network: t('errors:network.title'),
    unavailable: t('errors:mailNotSent.title'),
    invalid: t('validation:form.submitErrorTitle'),
    refused: submission.error?.body?.title ?? t('errors:unexpected.title'),
  }[submission.reason];
  const text = {
    network: backOnline ? t('forms:backOnline') : t('errors:network.text'),
    unavailable: t('errors:mailNotSent.text'),
    invalid: t('validation:form.submitErrorText'),
    refused: submission.error?.body?.message ?? t('errors:unexpected.text'),
  }[submission.reason];
  return (
    <div className="immo-form__alert" role="alert">
      <p className="immo-form__alert-title">{title}</p>
      <p>{text}</p>
    </div>
  );
}

/** Every field's error once: `personA.email` and `personA.phone` are two (an error has a `message`). */
function countErrors(errors: object): number {
  return Object.values(errors).reduce<number>((count, error) => {
    if (!error || typeof error !== 'object') return count;
    return count + ('message' in error && typeof error.message === 'string' ? 1 : countErrors(error));
  }, 0);
}

/**
 * A lead form's frame: the required-fields hint, SPEC §5's submit-error title when fields are
 * wrong, what happened when the request failed, the honeypot, and one submit button that is busy
 * while the request is on its way.
 */
export function FormShell({ form, submission, backOnline, onSubmit, label, submitLabel, children }: ShellProps) {
  const { t } = useTranslation(['forms', 'validation']);
  const { errors, submitCount } = form.formState;
  const errorCount = countErrors(errors);
  const sending = submission.status === 'sending';
  // Before the form's code runs (a server-rendered page still loading it), Enter or a click would
  // make the browser send the form itself, its fields in the address: the button waits for the code.
  const hydrated = useHydrated();
  const summary = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLFormElement>(null);
  // A form whose code came with the visitor's focus (a page that loads it on their first touch)
  // missed that focus: its schemas load now all the same.
  useEffect(() => {
    const form = frame.current;
    if (form?.contains((form.getRootNode() as Document | ShadowRoot).activeElement)) prefetchValidation();
  }, []);
  // The server refused the data: the alert is read first, then the focus goes to the first field.
  useEffect(() => {
    if (submission.status === 'failed' && submission.reason !== 'invalid') summary.current?.focus();
  }, [submission]);
  return (
    <FormProvider {...form}>
      <form
        ref={frame}
        className="immo-form"
        method="post"
        noValidate
        aria-label={label}
        onSubmit={(event) => void onSubmit(event)}
        // The visitor starts on the form: its schemas load now, ready before they send.
        onFocus={prefetchValidation}
      >
        <p className="immo-form__hint">{t('validation:form.requiredHint')}</p>
        {children}
        {/* A field people never see or fill in; robots do. */}
        <div className="immo-form__honeypot" aria-hidden="true">
          <label>
            {t('forms:fields.honeypot.label')}
            <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </label>
        </div>
        <div ref={summary} tabIndex={-1} className="immo-form__status">
          {submitCount > 0 && errorCount > 0 && submission.status !== 'failed' && (
            <div className="immo-form__alert" role="alert">
              <p className="immo-form__alert-title">{t('validation:form.submitErrorTitle')}</p>
              <p>{t('validation:form.errorCount', { count: errorCount })}</p>
            </div>
          )}
          <FailureMessage submission={submission} backOnline={backOnline} />
        </div>
        <Button type="submit" loading={sending} aria-busy={sending} disabled={!hydrated}>
          {sending ? t('forms:submitting') : (submitLabel ?? t('forms:submit'))}
        </Button>
      </form>
    </FormProvider>
  );
}
