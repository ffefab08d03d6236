import type { PasswordResetForm as Values } from '@immo/shared';
import { Button } from '@immo/shared/ui';
import { ViewLink } from '../../components/form/ViewLink.js';
import { useTranslation } from 'react-i18next';
import { usePortal, usePortalEnv } from '../../owner-portal-context.js';
import type { HeadingLevel } from '../../heading-level.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { prefetchValidation, useOwnerForm } from '../../components/form/use-owner-form.js';
import { PasswordStrength } from './PasswordStrength.js';
import { forgetResetToken } from './reset-link.js';

/**
 * The page the password mail's link opens: the new password twice ("the passwords are not the
 * same"), its strength as it is typed; saved, the login form says so. An expired or used link
 * gets the API's message and the way to ask for a new one.
 */
export function ResetPasswordForm({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useTranslation('owner');
  const { store, lang } = usePortalEnv();
  const token = usePortal((state) => (state.view.name === 'reset' ? state.view.token : ''));
  const { form, errorOf, refusal, submitWith } = useOwnerForm<Values>('password-reset', {
    token,
    password: '',
    passwordConfirmation: '',
    language: lang,
  });
  const onSubmit = submitWith(async ({ password, passwordConfirmation }) => {
    const outcome = await store.getState().resetPassword(password, passwordConfirmation);
    // Used, or refused as expired or used: the link is spent either way.
    if (outcome.ok || outcome.error.code === 'resetTokenInvalid') forgetResetToken(window.sessionStorage);
    return outcome;
  });
  const Heading = `h${headingLevel}` as const;
  const password = form.watch('password');
  return (
    <section className="immo-portal immo-portal--narrow">
      <Heading>{t('resetPassword.title')}</Heading>
      <form
        noValidate
        aria-label={t('resetPassword.title')}
        onFocus={prefetchValidation}
        onSubmit={(event) => void onSubmit(event)}
      >
        <PasswordField
          label={t('resetPassword.newPassword')}
          description={t('resetPassword.help')}
          autoComplete="new-password"
          required
          error={errorOf('password')}
          {...form.register('password')}
        />
        <PasswordStrength password={password} />
        <PasswordField
          label={t('resetPassword.confirm')}
          autoComplete="new-password"
          required
          error={errorOf('passwordConfirmation')}
          {...form.register('passwordConfirmation')}
        />
        <FormAlert error={refusal} />
        <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
          {t('resetPassword.submit')}
        </Button>
      </form>
      {refusal?.code === 'resetTokenInvalid' && (
        <ViewLink onClick={() => store.getState().showForgotten()}>{t('passwordForgotten.title')}</ViewLink>
      )}
    </section>
  );
}
