import { useTranslation } from 'react-i18next';
import {
  ConsentFields,
  ContactPreferences,
  PersonFields,
  PERSON_DEFAULTS,
} from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { TextAreaField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';
import { AppointmentSlots, WhenSlotsFree } from './AppointmentSlots.js';
import type { PropertyRequest } from './request-kinds.js';

const DEFAULTS: Record<PropertyRequest, Record<string, unknown>> = {
  'contact-visit': { ...PERSON_DEFAULTS, remark: '', contactTimeSlots: [], newsletter: false, privacy: false },
  'contact-me': { ...PERSON_DEFAULTS, remark: '', contactTimeSlots: [], newsletter: false, privacy: false },
  'contact-appointment': { ...PERSON_DEFAULTS, slotId: '', remark: '', privacy: false },
  'document-request': { ...PERSON_DEFAULTS, privacy: false },
  'send-to-friend': { name: '', email: '', friendName: '', friendEmail: '', message: '', privacy: false },
};

/** The fields of one request about the property; the property's id goes with it, never typed. */
function RequestFields({ form, propertyId }: { form: PropertyRequest; propertyId: number }) {
  const { t } = useTranslation('forms');
  if (form === 'send-to-friend') {
    return (
      <>
        <TextField name="name" label={t('sendToFriend.yourName.label')} autoComplete="name" required />
        <TextField name="email" type="email" label={t('sendToFriend.yourEmail.label')} autoComplete="email" required />
        <TextField name="friendName" label={t('sendToFriend.friendName.label')} required />
        <TextField name="friendEmail" type="email" label={t('sendToFriend.friendEmail.label')} required />
        <TextAreaField
          name="message"
          label={t('sendToFriend.message.label')}
          placeholder={t('sendToFriend.message.placeholder')}
        />
        <ConsentFields withNewsletter={false} />
      </>
    );
  }
  return (
    <>
      {form === 'contact-appointment' && <AppointmentSlots propertyId={propertyId} />}
      <PersonFields />
      {form !== 'document-request' && (
        <TextAreaField name="remark" label={t('fields.remark.label')} placeholder={t('fields.remark.placeholder')} />
      )}
      {(form === 'contact-visit' || form === 'contact-me') && <ContactPreferences withDevice={false} />}
      <ConsentFields withNewsletter={form === 'contact-visit' || form === 'contact-me'} />
    </>
  );
}

/** One request about the property: its own draft, its own captcha, its own thank-you page. */
export function PropertyRequestForm({ form, propertyId }: { form: PropertyRequest; propertyId: number }) {
  if (form === 'contact-appointment') {
    return (
      <WhenSlotsFree propertyId={propertyId}>
        <RequestForm form={form} propertyId={propertyId} />
      </WhenSlotsFree>
    );
  }
  return <RequestForm form={form} propertyId={propertyId} />;
}

function RequestForm({ form, propertyId }: { form: PropertyRequest; propertyId: number }) {
  const { t } = useTranslation('forms');
  const key = `${form}.${propertyId}`;
  const lead = useLeadForm(form, { key, defaults: DEFAULTS[form], fixed: { propertyId } });
  return (
    <FormShell
      {...lead}
      label={t(`titles.${form}`)}
      submitLabel={form === 'document-request' ? t('documentRequest.submit') : undefined}
    >
      {form === 'document-request' && <p>{t('intros.document-request')}</p>}
      <RequestFields form={form} propertyId={propertyId} />
      <CaptchaField formKey={key} />
    </FormShell>
  );
}
