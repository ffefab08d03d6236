import type { LeadFormName, PublicProperty } from '@immo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { useServerLoad } from '@immo/shared/remote';
import { OfferForm } from './OfferForm.js';
import { PropertyRequestForm } from './PropertyRequestForm.js';
import { RentalApplicationForm } from './RentalApplicationForm.js';
import { panelRequests, type PanelRequest } from './request-kinds.js';
import { useRequestedForm } from './requested-form.js';

/** The first field a visitor fills in of the panel's form (the honeypot is out of the tab order). */
const FIRST_FIELD = 'form :is(input, select, textarea):not([type="hidden"]):not([tabindex="-1"])';

/**
 * The contact panel beside a property (the shell's `#property-contact`): the visitor picks what
 * to ask — a visit, information, an appointment, the documents, send it to a friend, and once the
 * property is known an offer (for sale) or a rental application (for rent) — and fills in that
 * request. Each keeps its own draft, so switching loses nothing.
 */
export function PropertyPanel({ propertyId, headingLevel }: { propertyId: number; headingLevel: 2 | 3 }) {
  const { t } = useTranslation('forms');
  const { store, lang } = useFormsEnv();
  const loaded = useForms((state) => state.properties[propertyId]);
  // Its goal and status decide the panel's last request: the server's render shows it already.
  useServerLoad(() => store.getState().loadProperty(propertyId, lang));
  useEffect(() => void store.getState().loadProperty(propertyId, lang, { retry: true }), [store, propertyId, lang]);
  // Until the property is known (or when it cannot be read) only the requests any property takes.
  const property = typeof loaded === 'object' ? loaded : null;
  const requests = panelRequests(property);
  const [picked, setPicked] = useState<PanelRequest>('contact-visit');
  const chosen = requests.includes(picked) ? picked : requests[0]!;
  // Asked from the property page: that request, and the keyboard in its form (once per ask).
  const panel = useRef<HTMLElement>(null);
  const [asks, setAsks] = useState(0);
  const open = useCallback((request: LeadFormName) => {
    setPicked(request as PanelRequest);
    setAsks((count) => count + 1);
  }, []);
  useRequestedForm(propertyId, open);
  useEffect(() => {
    if (asks > 0) panel.current?.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
  }, [asks]);
  const Heading = `h${headingLevel}` as const;
  return (
    <section ref={panel} className="immo-forms immo-panel" aria-labelledby="immo-panel-title">
      <Heading id="immo-panel-title">{t('panel.title')}</Heading>
      <div className="immo-panel__choices" role="group" aria-label={t('panel.label')}>
        {requests.map((form) => (
          <button
            key={form}
            type="button"
            className="immo-panel__choice"
            aria-pressed={chosen === form}
            onClick={() => setPicked(form)}
          >
            {t(`titles.${form}`)}
          </button>
        ))}
      </div>
      <ChosenForm key={chosen} chosen={chosen} propertyId={propertyId} property={property} />
    </section>
  );
}

/** The form of the chosen request; the rental application shows the property's conditions, so it needs the property. */
function ChosenForm({
  chosen,
  propertyId,
  property,
}: {
  chosen: PanelRequest;
  propertyId: number;
  property: PublicProperty | null;
}) {
  if (chosen === 'offer') return <OfferForm propertyId={propertyId} />;
  if (chosen === 'rental-application') return property && <RentalApplicationForm property={property} />;
  return <PropertyRequestForm form={chosen} propertyId={propertyId} />;
}
