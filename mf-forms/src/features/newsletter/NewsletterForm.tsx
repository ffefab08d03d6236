import { pagePath } from '@immo/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useFormsEnv } from '../../forms-context.js';
import { ConsentFields } from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import type { FormProps } from '../../components/form-kit/form-props.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';

const KEY = 'sign-newsletter';
const DEFAULTS = { firstName: '', lastName: '', email: '', privacy: false };

/** SPEC §1 newsletter sign-up (/newsletter/, linked from the footer), with the way out beside it. */
export function NewsletterForm({ headingLevel, onSent }: FormProps) {
  const { t } = useTranslation('forms');
  const { lang, siteBase } = useFormsEnv();
  const lead = useLeadForm('sign-newsletter', {
    key: KEY,
    defaults: DEFAULTS,
    onSent,
  });
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="immo-forms">
      <Heading>{t('titles.sign-newsletter')}</Heading>
      <p>{t('intros.sign-newsletter')}</p>
      <FormShell {...lead} label={t('titles.sign-newsletter')} submitLabel={t('newsletter.subscribe')}>
        <div className="immo-form__row">
          <TextField name="firstName" label={t('fields.firstName.label')} autoComplete="given-name" required />
          <TextField name="lastName" label={t('fields.lastName.label')} autoComplete="family-name" required />
        </div>
        <TextField name="email" type="email" label={t('fields.email.label')} autoComplete="email" required />
        <ConsentFields withNewsletter={false} />
        <CaptchaField formKey={KEY} />
      </FormShell>
      <p>
        <Trans
          t={t}
          i18nKey="newsletter.unsubscribeHint"
          components={{ unsubscribeLink: <a href={`${siteBase}${pagePath('unsubscribe', lang)}`} /> }}
        />
      </p>
    </section>
  );
}
