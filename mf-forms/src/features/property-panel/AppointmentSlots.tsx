import { formatMoment } from '@immo/shared';
import { Button } from '@immo/shared/ui';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { ChoiceField } from '../../components/form-kit/fields.js';

/** The free moments of a property, as the store has them; null while they load or when they failed. */
function useFreeSlots(propertyId: number) {
  const { store } = useFormsEnv();
  const slots = useForms((state) => state.slots[propertyId]);
  useEffect(() => store.getState().loadSlots(propertyId), [store, propertyId]);
  return slots;
}

/**
 * The booking form only when there is a moment to book: while the slots load a short notice, when
 * they failed a retry, and when none is free "The appointments are full" — never a form that
 * cannot be sent.
 */
export function WhenSlotsFree({ propertyId, children }: { propertyId: number; children: ReactNode }) {
  const { t } = useTranslation(['errors', 'common']);
  const { store } = useFormsEnv();
  const slots = useFreeSlots(propertyId);
  if (slots === undefined || slots === 'loading') return <p aria-busy="true">{t('common:loading')}</p>;
  if (slots === 'failed') {
    return (
      <div role="alert">
        <p>{t('errors:apiError.text')}</p>
        <Button variant="default" onClick={() => store.getState().loadSlots(propertyId, { again: true })}>
          {t('common:remoteFailure.retry')}
        </Button>
      </div>
    );
  }
  if (!slots.some((slot) => slot.available > 0)) return <p role="status">{t('errors:appointmentsFull.text')}</p>;
  return <>{children}</>;
}

/** The free moments the agency opened for this property, to choose one. */
export function AppointmentSlots({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('forms');
  const { lang } = useFormsEnv();
  const slots = useFreeSlots(propertyId);
  const free = Array.isArray(slots) ? slots.filter((slot) => slot.available > 0) : [];
  return (
    <ChoiceField
      name="slotId"
      label={t('appointment.slotLabel')}
      required
      options={free.map((slot) => ({ value: String(slot.id), label: formatMoment(slot.startsAt, lang) }))}
    />
  );
}
