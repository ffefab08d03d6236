import type { PasswordForgottenForm as Values } from '@immo/shared';
import { Alert, Button } from '@immo/shared/ui';
import { ViewLink } from '../../components/form/ViewLink.js';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';
import type { HeadingLevel } from '../../heading-level.js';
import { EmailField } from '../../components/form/EmailField.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { prefetchValidation, useOwnerForm } from '../../components/form/use-owner-form.js';

/**
 * SPEC §6 password forgotten: the address, then the API's answer — the same whether or not an
 * account exists (no way to learn who is an owner here); the mail holds a one-time link.
 */
export function PasswordForgottenForm({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useTranslation('owner');
  const { store, lang } = usePortalEnv();
  const [sent, setSent] = useState<string | null>(null);
  const { form, errorOf, refusal, submitWith } = useOwnerForm<Values>('password-forgotten', {
    email: '',
    language: lang,
  });
  const onSubmit = submitWith(async ({ email }) => {
    const outcome = await store.getState().askReset(email);
    if (outcome.ok) setSent(outcome.message ?? '');
    return outcome;
  });
  const Heading = `h${headingLevel}` as const;
  const back = <ViewLink onClick={() => store.getState().showLogin()}>{t('passwordForgotten.backToLogin')}</ViewLink>;
  return (
    <section className="immo-portal immo-portal--narrow">
      <Heading>{t('passwordForgotten.title')}</Heading>
      {sent !== null ? (
        <Alert color="green" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
          {sent}
        </Alert>
      ) : (
        <>
          <p>{t('passwordForgotten.intro')}</p>
          <form
            noValidate
            aria-label={t('passwordForgotten.title')}
            onFocus={prefetchValidation}
            onSubmit={(event) => void onSubmit(event)}
          >
            <EmailField error={errorOf('email')} {...form.register('email')} />
            <FormAlert error={refusal} />
            <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
              {t('passwordForgotten.submit')}
            </Button>
          </form>
        </>
      )}
      {back}
    </section>
  );
}
