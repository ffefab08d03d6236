import { CONTACT_DEVICES, CONTACT_TIME_SLOTS, pagePath } from '@immo/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useFormsEnv } from '../../forms-context.js';
import { CheckboxField, ChoiceField, SelectField, TextField } from './fields.js';

/** The empty person block: every form that shows PersonFields starts with it. */
export const PERSON_DEFAULTS = { title: '', firstName: '', lastName: '', email: '', phone: '' };

/** SPEC §3: title, first and last name, e-mail and phone — the person every request comes from. */
export function PersonFields() {
  const { t } = useTranslation('forms');
  const titles = (['mr', 'ms', 'miss'] as const).map((value) => ({
    value,
    label: t(`fields.title.options.${value}`),
  }));
  return (
    <>
      <SelectField name="title" label={t('fields.title.label')} options={titles} placeholder="" required />
      <div className="immo-form__row">
        <TextField name="firstName" label={t('fields.firstName.label')} autoComplete="given-name" required />
        <TextField name="lastName" label={t('fields.lastName.label')} autoComplete="family-name" required />
      </div>
      <div className="immo-form__row">
        <TextField name="email" type="email" label={t('fields.email.label')} autoComplete="email" required />
        <TextField
          name="phone"
          type="tel"
          label={t('fields.phone.label')}
          autoComplete="tel"
          placeholder={t('fields.phone.placeholder')}
          help={t('fields.phone.help')}
          required
        />
      </div>
    </>
  );
}

/** The call-back moments of SPEC §9 and the device the visitor prefers. */
export function ContactPreferences({ withDevice = true }: { withDevice?: boolean }) {
  const { t } = useTranslation('forms');
  const slots = CONTACT_TIME_SLOTS.map((value, index) => ({
    value,
    label: t(`fields.contactTimeSlots.options.${(['morning', 'afternoon', 'evening'] as const)[index]}`),
  }));
  const devices = CONTACT_DEVICES.map((value) => ({ value, label: t(`fields.contactDevice.options.${value}`) }));
  return (
    <>
      <ChoiceField
        name="contactTimeSlots"
        label={t('fields.contactTimeSlots.label')}
        help={t('fields.contactTimeSlots.help')}
        options={slots}
        multiple
      />
      {withDevice && <ChoiceField name="contactDevice" label={t('fields.contactDevice.label')} options={devices} />}
    </>
  );
}

/** The newsletter opt-in and the privacy statement (SPEC §3), with the notice of what we do with the data. */
export function ConsentFields({ withNewsletter = true }: { withNewsletter?: boolean }) {
  const { t } = useTranslation(['forms', 'validation']);
  const { lang, siteBase } = useFormsEnv();
  const privacy = `${siteBase}${pagePath('privacy-statement', lang)}`;
  return (
    <>
      {withNewsletter && <CheckboxField name="newsletter" label={t('forms:fields.newsletter.label')} />}
      <CheckboxField
        name="privacy"
        required
        label={
          <Trans
            t={t}
            i18nKey="forms:fields.privacy.label"
            components={{ privacyLink: <a href={privacy} target="_blank" rel="noopener" /> }}
          />
        }
      />
      <p className="immo-form__notice">
        <Trans
          t={t}
          i18nKey="validation:form.privacyNotice"
          components={{ privacyLink: <a href={privacy} target="_blank" rel="noopener" /> }}
        />
      </p>
    </>
  );
}
