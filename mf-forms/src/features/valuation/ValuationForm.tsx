import { useTranslation } from 'react-i18next';
import { usePropertyTypes } from '../../components/form-kit/use-property-types.js';
import { ConsentFields, PersonFields, PERSON_DEFAULTS } from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { ChoiceField, SelectField, TextAreaField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import type { FormProps } from '../../components/form-kit/form-props.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';

const KEY = 'contact-demand';
const DEFAULTS = {
  ...PERSON_DEFAULTS,
  street: '',
  houseNumber: '',
  boxNr: '',
  zip: '',
  city: '',
  propertyTypeWebId: '',
  goal: '',
  remark: '',
  newsletter: false,
  privacy: false,
};

/** SPEC §1 "free valuation" (/contact-demand/, <immo-valuation-form>): the address to value and the owner. */
export function ValuationForm({ headingLevel, onSent }: FormProps) {
  const { t } = useTranslation('forms');
  const types = usePropertyTypes();
  const lead = useLeadForm('contact-demand', { key: KEY, defaults: DEFAULTS, onSent });
  const Heading = `h${headingLevel}` as const;
  const goals = (['sell', 'let'] as const).map((value) => ({ value, label: t(`fields.goal.options.${value}`) }));
  return (
    <section className="immo-forms">
      <Heading>{t('titles.contact-demand')}</Heading>
      <p>{t('intros.contact-demand')}</p>
      <FormShell {...lead} label={t('titles.contact-demand')}>
        <fieldset className="immo-form__group">
          <legend>{t('valuation.address')}</legend>
          <div className="immo-form__row">
            <TextField name="street" label={t('fields.street.label')} autoComplete="address-line1" required />
            <TextField name="houseNumber" label={t('fields.houseNumber.label')} required />
            <TextField name="boxNr" label={t('fields.box.label')} />
          </div>
          <div className="immo-form__row">
            <TextField name="zip" label={t('fields.zip.label')} autoComplete="postal-code" required />
            <TextField name="city" label={t('fields.city.label')} autoComplete="address-level2" required />
          </div>
          <SelectField
            name="propertyTypeWebId"
            label={t('fields.propertyType.label')}
            placeholder={t('fields.propertyType.placeholder')}
            options={types.map((type) => ({ value: String(type.WebID), label: type.Name }))}
            required
          />
          <ChoiceField name="goal" label={t('fields.goal.label')} options={goals} required />
        </fieldset>
        <fieldset className="immo-form__group">
          <legend>{t('sections.yourDetails')}</legend>
          <PersonFields />
        </fieldset>
        <TextAreaField name="remark" label={t('fields.remark.label')} placeholder={t('fields.remark.placeholder')} />
        <ConsentFields />
        <CaptchaField formKey={KEY} />
      </FormShell>
    </section>
  );
}
