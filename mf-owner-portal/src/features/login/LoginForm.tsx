import type { OwnerLoginForm } from '@immo/shared';
import { Alert, Button } from '@immo/shared/ui';
import { ViewLink } from '../../components/form/ViewLink.js';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';
import type { PortalView } from '../../owner-portal-store.js';
import { EmailField } from '../../components/form/EmailField.js';
import { FormAlert } from '../../components/form/FormAlert.js';
import { PasswordField } from '../../components/form/PasswordField.js';
import { prefetchValidation, useOwnerForm } from '../../components/form/use-owner-form.js';
import type { HeadingLevel } from '../../heading-level.js';
import { useHydrated } from '@immo/shared/remote';
import { SessionCheckStatus } from './SessionCheckStatus.js';

type Notice = Extract<PortalView, { name: 'login' }>['notice'];

/** Why the visitor sees the login form again: said above it, in their language. */
function NoticeAlert({ notice }: { notice: Notice }) {
  const { t } = useTranslation(['owner', 'errors']);
  if (notice === 'sessionExpired')
    return (
      <Alert color="yellow" title={t('errors:sessionExpired.title')} role="status">
        {t('errors:sessionExpired.text')}
      </Alert>
    );
  if (notice === 'passwordChanged')
    return (
      <Alert color="green" role="status">
        {t('owner:resetPassword.done')}
      </Alert>
    );
  if (notice === 'loggedOut') return <p role="status">{t('owner:notices.loggedOut')}</p>;
  return null;
}

/**
 * SPEC §6 owner login: e-mail and password (the browser's password manager fills them), the show
 * password toggle, and one answer for an unknown address, a wrong password and a locked account.
 *
 * Rendered on the server too (DESIGN §7): until the page is hydrated the button is disabled, as the
 * browser would otherwise send the form itself (a GET, the password in the address). What was typed
 * or filled in before is kept (react-hook-form reads a field edited before it was registered).
 */
export function LoginForm({ headingLevel, notice }: { headingLevel: HeadingLevel; notice?: Notice }) {
  const { t } = useTranslation('owner');
  const { store, lang } = usePortalEnv();
  const { form, errorOf, refusal, submitWith } = useOwnerForm<OwnerLoginForm>('login', {
    email: '',
    password: '',
    language: lang,
  });
  const hydrated = useHydrated();
  const onSubmit = submitWith(({ email, password }) => store.getState().login(email, password));
  const Heading = `h${headingLevel}` as const;
  const sending = form.formState.isSubmitting;
  return (
    <section className="immo-portal immo-portal--narrow">
      <Heading>{t('login.title')}</Heading>
      <NoticeAlert notice={notice} />
      <p>{t('login.intro')}</p>
      <SessionCheckStatus />
      <form
        noValidate
        aria-label={t('login.title')}
        onFocus={prefetchValidation}
        onSubmit={(event) => void onSubmit(event)}
      >
        <EmailField error={errorOf('email')} {...form.register('email')} />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          required
          error={errorOf('password')}
          {...form.register('password')}
        />
        <FormAlert error={refusal} />
        <Button type="submit" loading={sending} disabled={!hydrated} fullWidth>
          {sending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <ViewLink onClick={() => store.getState().showForgotten()}>{t('passwordForgotten.link')}</ViewLink>
    </section>
  );
}
