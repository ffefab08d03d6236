import { Button } from '@immo/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ThanksInPlace } from '../../components/form-kit/ThanksInPlace.js';
import { useForms, useFormsEnv } from '../../forms-context.js';
import type { Submission } from '../../forms-store.js';
import { forgetConfirmToken, takeConfirmToken } from './confirm-link.js';

const KEY = 'confirm';
const IDLE: Submission = { status: 'idle' };

/** Why the visitor's press did not confirm: the API's words, or ours when no answer came. */
function FailureText({ submission }: { submission: Extract<Submission, { status: 'failed' }> }) {
  const { t } = useTranslation('errors');
  const text =
    submission.error?.body?.message ?? t(submission.reason === 'network' ? 'network.text' : 'unexpected.text');
  return <p role="alert">{text}</p>;
}

/**
 * Where a mailed confirmation link lands (a newsletter sign-up, a booked visit: api/src/confirmations).
 * Opening the link confirms nothing — mail scanners open every link of a mail: the visitor presses
 * the button, which sends the token. What was confirmed is said in the API's words.
 */
export function ConfirmPage({ headingLevel }: { headingLevel: 1 | 2 | 3 }) {
  const { t } = useTranslation(['forms', 'errors']);
  const { store, lang } = useFormsEnv();
  const submission = useForms((state) => state.submissions[KEY] ?? IDLE);
  // Undefined until the address is read (after render: it is the browser's), null when it has no token.
  const [token, setToken] = useState<string | null>();
  useEffect(() => setToken(takeConfirmToken(window.location, window.history, window.sessionStorage)), []);

  const confirm = async () => {
    if (!token) return;
    const result = await store.getState().confirm(KEY, lang, token);
    if (result.status === 'sent' || (result.status === 'failed' && result.error?.code === 'confirmationInvalid')) {
      forgetConfirmToken(window.sessionStorage);
    }
  };

  if (submission.status === 'sent') {
    return <ThanksInPlace headingLevel={headingLevel} title={t('forms:confirm.doneTitle')} text={submission.message} />;
  }
  const Heading = `h${headingLevel}` as const;
  const spent = token === null || (submission.status === 'failed' && submission.error?.code === 'confirmationInvalid');
  return (
    <section className="immo-forms">
      <Heading>{t('forms:confirm.title')}</Heading>
      {spent ? (
        <p role="alert">{t('errors:confirmationInvalid.text')}</p>
      ) : (
        <>
          <p>{t('forms:confirm.intro')}</p>
          {submission.status === 'failed' && <FailureText submission={submission} />}
          <Button
            onClick={() => void confirm()}
            loading={submission.status === 'sending'}
            aria-busy={submission.status === 'sending'}
            disabled={token === undefined}
          >
            {t('forms:confirm.button')}
          </Button>
        </>
      )}
    </section>
  );
}
