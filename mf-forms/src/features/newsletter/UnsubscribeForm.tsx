import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import { ThanksInPlace } from '../../components/form-kit/ThanksInPlace.js';
import type { FormProps } from '../../components/form-kit/form-props.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';

const KEY = 'unsubscribe-newsletter';
const DEFAULTS = { email: '' };

/**
 * SPEC §1 newsletter unsubscribe (/unsubscribe/?email=…&token=…): one field, filled in from the
 * link's `email`. No captcha: the API asks none for leaving the list. With the link's signature
 * (`token`) the API unsubscribes at once and the thank-you page opens; without it the API mails
 * the address a signed link, and the form says so in place.
 */
export function UnsubscribeForm({ headingLevel, onSent }: FormProps) {
  const { t } = useTranslation('forms');
  const [token, setToken] = useState<string | null>(null);
  const [linkSent, setLinkSent] = useState<string | null>(null);
  const lead = useLeadForm('unsubscribe-newsletter', {
    key: KEY,
    defaults: DEFAULTS,
    fixed: token ? { token } : undefined,
    onSent: token ? onSent : setLinkSent,
    captcha: false,
  });
  const { setValue } = lead.form;
  // The URL is the browser's: read after render (after the draft, so the link's address wins).
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const email = query.get('email')?.trim();
    if (email) setValue('email', email, { shouldDirty: true });
    setToken(query.get('token')?.trim() || null);
  }, [setValue]);
  const Heading = `h${headingLevel}` as const;
  if (linkSent)
    return <ThanksInPlace headingLevel={headingLevel} title={t('newsletter.linkSentTitle')} text={linkSent} />;
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
