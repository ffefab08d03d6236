import { UnsubscribeNewsletterFormSchema } from '@immo/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../form-kit/fields.js';
import { FormShell } from '../form-kit/FormShell.js';
import type { FormProps } from '../form-kit/form-props.js';
import { useLeadForm } from '../form-kit/use-lead-form.js';

const KEY = 'unsubscribe-newsletter';
const DEFAULTS = { email: '' };

/**
 * SPEC §1 newsletter unsubscribe (/unsubscribe/?email=…): one field, filled in from the link's
 * `email` parameter. No captcha: the API asks none for leaving the list.
 */
export function UnsubscribeForm({ headingLevel, onSent }: FormProps) {
  const { t } = useTranslation('forms');
  const lead = useLeadForm('unsubscribe-newsletter', {
    schema: UnsubscribeNewsletterFormSchema,
    key: KEY,
    defaults: DEFAULTS,
    onSent,
    captcha: false,
  });
  const { setValue } = lead.form;
  // The URL is the browser's: read after render (after the draft, so the link's address wins).
  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email')?.trim();
    if (email) setValue('email', email, { shouldDirty: true });
  }, [setValue]);
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="immo-forms">
      <Heading>{t('titles.unsubscribe-newsletter')}</Heading>
      <p>{t('intros.unsubscribe-newsletter')}</p>
      <FormShell {...lead} label={t('titles.unsubscribe-newsletter')} submitLabel={t('newsletter.unsubscribe')}>
        <TextField name="email" type="email" label={t('fields.email.label')} autoComplete="email" required />
      </FormShell>
    </section>
  );
}
