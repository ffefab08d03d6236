import { ALERT_FREQUENCIES, LANGUAGES } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { ConsentFields } from '../../components/form-kit/common-fields.js';
import { ChoiceField, SelectField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';
import { useFormsEnv } from '../../forms-context.js';
import type { AlertFilterParams } from './alert-filters.js';

export type SearchAlertFormProps = {
  /** Where the draft and the request are kept: one per place that offers an alert. */
  formKey: string;
  /** The accessible name of the form. */
  label: string;
  /** The alert's filters, read when the visitor sends (the list's URL as it is then). */
  readFilters: () => AlertFilterParams;
  onSent: (message: string) => void;
};

/**
 * "E-mail me new properties like these" (issue 24): the address, how often, the mails' language
 * (the page's unless chosen), the privacy statement and the check. The API mails a confirmation
 * link; nothing else is sent until it is followed.
 */
export function SearchAlertForm({ formKey, label, readFilters, onSent }: SearchAlertFormProps) {
  const { t } = useTranslation(['forms', 'common']);
  const { lang } = useFormsEnv();
  const lead = useLeadForm('search-alert', {
    key: formKey,
    defaults: { email: '', frequency: 'instant', language: lang, filters: {}, privacy: false },
    onSent,
  });
  const onSubmit = (event?: React.BaseSyntheticEvent) => {
    lead.form.setValue('filters', readFilters());
    return lead.onSubmit(event);
  };
  const frequencies = ALERT_FREQUENCIES.map((value) => ({
    value,
    label: t(`forms:alert.frequency.options.${value}`),
  }));
  const languages = LANGUAGES.map((value) => ({ value, label: t(`common:languages.${value}`) }));
  return (
    <FormShell {...lead} onSubmit={onSubmit} label={label} submitLabel={t('forms:alert.submit')}>
      <TextField name="email" type="email" label={t('forms:fields.email.label')} autoComplete="email" required />
      <ChoiceField name="frequency" label={t('forms:alert.frequency.label')} options={frequencies} required />
      <SelectField name="language" label={t('forms:alert.language.label')} options={languages} required />
      <ConsentFields withNewsletter={false} />
      <CaptchaField formKey={formKey} />
    </FormShell>
  );
}
