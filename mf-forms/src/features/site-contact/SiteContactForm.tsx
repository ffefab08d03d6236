import { useTranslation } from 'react-i18next';
import {
  ConsentFields,
  ContactPreferences,
  PersonFields,
  PERSON_DEFAULTS,
} from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { ChoiceField, TextAreaField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';
import type { FormProps } from '../../components/form-kit/form-props.js';

const KEY = 'site-contact';
const DEFAULTS = {
  ...PERSON_DEFAULTS,
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
  remark: '',
  contactTimeSlots: [],
  contactDevice: 'phone',
  newsletter: false,
  privacy: false,
};

/** SPEC §3 "Contact form": the site's contact page (/contact/). */
export function SiteContactForm({ headingLevel, onSent }: FormProps) {
  const { t } = useTranslation('forms');
  const lead = useLeadForm('site-contact', { key: KEY, defaults: DEFAULTS, onSent });
  const Heading = `h${headingLevel}` as const;
  const goals = (['buy', 'rent'] as const).map((value) => ({ value, label: t(`fields.goal.options.${value}`) }));
  return (
    <section className="immo-forms">
      <Heading>{t('titles.site-contact')}</Heading>
      <p>{t('intros.site-contact')}</p>
      <FormShell {...lead} label={t('titles.site-contact')}>
        <PersonFields />
        <div className="immo-form__row">
          <TextField name="street" label={t('fields.street.label')} autoComplete="address-line1" />
          <TextField name="houseNumber" label={t('fields.houseNumber.label')} />
        </div>
        <div className="immo-form__row">
          <TextField name="zip" label={t('fields.zip.label')} autoComplete="postal-code" />
          <TextField name="city" label={t('fields.city.label')} autoComplete="address-level2" />
        </div>
        <ChoiceField name="goal" label={t('fields.goal.label')} options={goals} />
        <TextAreaField
          name="remark"
          label={t('fields.remark.label')}
          placeholder={t('fields.remark.placeholder')}
          required
        />
        <ContactPreferences />
        <ConsentFields />
        <CaptchaField formKey={KEY} />
      </FormShell>
    </section>
  );
}
