import type { LeadFormName } from '@immo/shared';
import { useState, type ComponentType } from 'react';
import { DemandRegisterForm } from './features/demand-register/DemandRegisterForm.js';
import type { FormProps } from './components/form-kit/form-props.js';
import { ThanksInPlace } from './components/form-kit/ThanksInPlace.js';
import { SiteContactForm } from './features/site-contact/SiteContactForm.js';
import { ValuationForm } from './features/valuation/ValuationForm.js';

/** The forms an agency can embed, by element name. */
const WIDGET_FORMS: Record<string, { Form: ComponentType<FormProps>; name: LeadFormName }> = {
  'immo-valuation-form': { Form: ValuationForm, name: 'contact-demand' },
  'immo-contact-form': { Form: SiteContactForm, name: 'site-contact' },
  'immo-demand-register': { Form: DemandRegisterForm, name: 'demand-register' },
};

/** A form on an agency's page: a sent request says thank you in place (the agency's URL never changes). */
export function WidgetApp({ element }: { element: string }) {
  const [sent, setSent] = useState(false);
  const { Form, name } = WIDGET_FORMS[element] ?? WIDGET_FORMS['immo-valuation-form']!;
  if (sent) return <ThanksInPlace name={name} headingLevel={2} />;
  return <Form headingLevel={2} onSent={() => setSent(true)} />;
}
