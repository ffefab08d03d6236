import { marqueeState } from '../../format/goal.js';
import type { LeadFormName } from './form-names.js';

/**
 * The requests about a property that only make sense while it can still be visited, bought or
 * rented. A sold or rented property (SPEC §4 "Marquee") still takes a request for information, the
 * documents and send-to-friend, but no visit, appointment, offer or rental application: the
 * property's contact panel offers, and the API accepts, by this one rule.
 */
export const AVAILABLE_PROPERTY_FORMS = [
  'contact-visit',
  'contact-appointment',
  'offer',
  'rental-application',
] as const satisfies readonly LeadFormName[];

/**
 * Why `property` no longer takes `form`: 'sold' or 'rented'; null when it takes it.
 */
export function closedForm(property: { Goal: number; Marquee: number }, form: LeadFormName): 'sold' | 'rented' | null {
  if (!(AVAILABLE_PROPERTY_FORMS as readonly LeadFormName[]).includes(form)) return null;
  return marqueeState(property);
}
