import { emit, pagePath, prefetcher, type LeadFormName } from '@immo/shared';
import { lazyResolver } from '@immo/shared/remote';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useForms, useFormsEnv } from '../../forms-context.js';
import type { Submission } from '../../forms-store.js';
import { clearDraft, readDraft, writeDraft } from '../../drafts.js';

const IDLE: Submission = { status: 'idle' };

/** The ALTCHA payload, and the honeypot a person never fills in. */
const ANTI_SPAM_DEFAULTS = { altcha: '', website: '' };

/** A lead form by its name (`POST /api/leads/{name}`), or the search alert (`POST /api/alerts`). */
export type FormName = LeadFormName | 'search-alert';

export type LeadFormOptions = {
  /** Where the draft and the request state are kept: the form's name, with the property on a property page. */
  key: string;
  /** The empty form. */
  defaults: FieldValues;
  /** Sent with every request, never typed (the property's id). */
  fixed?: Record<string, unknown>;
  /** False for a form without anti-spam fields (the newsletter unsubscribe): no captcha is asked for. */
  captcha?: boolean;
  /** A widget says thank you in place; on the site the thank-you page opens. */
  onSent?: (message: string) => void;
};

export type LeadForm = {
  form: UseFormReturn<FieldValues>;
  submission: Submission;
  /** The request failed offline and the connection is back: the visitor is told to send now. */
  backOnline: boolean;
  /** The handler of the form's submit event. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
};

/**
 * The forms' schemas and their resolver, fetched the first time a form needs them: when the
 * visitor first focuses a field (FormShell) or, at the latest, sends.
 */
export const loadValidation = () => import('./form-validation.js');

/** Fetches the schemas ahead of a send; one that fails is fetched again when the form is sent. */
export const prefetchValidation = prefetcher(loadValidation);

/**
 * One lead form: react-hook-form with the very zod schema the API validates with (messages are
 * translation keys: the visitor reads them in their language), the draft kept in the tab, one
 * request however often the button is pressed, the server's field errors on their fields, and a
 * new check after every attempt (a payload is spent once tried).
 */
export function useLeadForm(
  name: FormName,
  { key, defaults, fixed, onSent, captcha: withCaptcha = true }: LeadFormOptions,
): LeadForm {
  const { store, lang, onSite } = useFormsEnv();
  const submission = useForms((state) => state.submissions[key] ?? IDLE);
  // The values are checked by the schema at run time, not by the types.
  const resolver = useMemo<Resolver<FieldValues>>(() => {
    const check = lazyResolver(() => loadValidation().then((validation) => validation.formResolver(name)));
    return (values, context, options) => check(withoutUnanswered(values), context, options);
  }, [name]);
  const initial = { ...defaults, ...fixed, ...ANTI_SPAM_DEFAULTS };
  const form = useForm<FieldValues>({ resolver, defaultValues: initial, shouldFocusError: true });

  // The draft of this tab comes back after a reload or a language switch (read after render:
  // storage is the browser's).
  useEffect(() => {
    const draft = readDraft(key);
    if (draft) form.reset({ ...initial, ...draft, ...fixed }, { keepDefaultValues: true });
    const subscription = form.watch((values) => writeDraft(key, values));
    return () => subscription.unsubscribe();
    // `defaults` is the form's first state: read once per form key.
  }, [key, form]);

  // Offline, nothing can be sent (not even a new challenge fetched): when the connection comes back,
  // the check starts afresh and the visitor is told they can send now.
  const [backOnline, setBackOnline] = useState(false);
  useEffect(() => {
    setBackOnline(false);
    if (submission.status !== 'failed' || submission.reason !== 'network') return;
    const onOnline = () => {
      if (withCaptcha) store.getState().newCaptcha(key);
      setBackOnline(true);
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [submission, store, key, withCaptcha]);

  // A double click validates twice: only the first valid submit sends, and a sent form stays sent.
  const busy = useRef(false);
  const onSubmit = form.handleSubmit(async (values) => {
    if (busy.current) return;
    busy.current = true;
    const body = { ...values, ...fixed };
    const result = await (name === 'search-alert'
      ? store.getState().submitAlert(key, lang, body)
      : store.getState().submit(key, name, lang, body));
    if (result.status === 'sent') {
      clearDraft(key);
      if (onSent) onSent(result.message);
      else if (onSite && name !== 'search-alert')
        emit('navigate', { path: pagePath('feedback', lang, { form: name }) });
      return;
    }
    busy.current = false;
    if (withCaptcha) store.getState().newCaptcha(key);
    form.setValue('altcha', ''); // spent: the widget is checked again
    if (result.status === 'failed' && result.reason !== 'network') showFieldErrors(form, result);
  });

  return { form, submission, backOnline, onSubmit };
}

/**
 * A question left unanswered (no radio button chosen) reads null in the form; the schema knows an
 * optional answer as absent.
 */
function withoutUnanswered(values: FieldValues): FieldValues {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
}

/** The API's field errors on their fields, the focus on the first one. */
function showFieldErrors(form: UseFormReturn<FieldValues>, result: Extract<Submission, { status: 'failed' }>) {
  const fields = Object.entries(result.error?.fields ?? {});
  fields.forEach(([field, error], index) =>
    form.setError(field, { type: 'server', message: error.key }, { shouldFocus: index === 0 }),
  );
}
