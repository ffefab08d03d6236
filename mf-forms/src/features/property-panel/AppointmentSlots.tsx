import { formatDateTime } from './slot-time.js';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { ChoiceField } from '../form-kit/fields.js';

/** The free moments the agency opened for this property; "The appointments are full" when none is left. */
export function AppointmentSlots({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation(['forms', 'errors']);
  const { store, lang } = useFormsEnv();
  const slots = useForms((state) => state.slots[propertyId]);
  useEffect(() => store.getState().loadSlots(propertyId), [store, propertyId]);
  if (slots === undefined || slots === 'loading') return <p aria-busy="true">{t('common:loading')}</p>;
  if (slots === 'failed') return <p role="alert">{t('errors:apiError.text')}</p>;
  const free = slots.filter((slot) => slot.available > 0);
  if (free.length === 0) return <p role="status">{t('errors:appointmentsFull.text')}</p>;
  return (
    <ChoiceField
      name="slotId"
      label={t('forms:appointment.slotLabel')}
      required
      options={free.map((slot) => ({ value: String(slot.id), label: formatDateTime(slot.startsAt, lang) }))}
    />
  );
}
