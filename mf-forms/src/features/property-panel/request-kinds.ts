import { closedForm, isForSale, type LeadFormName, type PublicProperty } from '@immo/shared';

/** The requests a visitor can send about any property, in the order the panel offers them. */
export const PROPERTY_REQUESTS = [
  'contact-visit',
  'contact-me',
  'contact-appointment',
  'document-request',
  'send-to-friend',
] as const satisfies readonly LeadFormName[];

export type PropertyRequest = (typeof PROPERTY_REQUESTS)[number];

/** The request that depends on the property's goal (SPEC §3): an offer to buy it, an application to rent it. */
export type GoalRequest = 'offer' | 'rental-application';

export type PanelRequest = PropertyRequest | GoalRequest;

/**
 * What the panel offers for a property: the common requests, and once the property is known and
 * still available, an offer (for sale, SPEC §4 Goal 0) or a rental application (for rent) after
 * them. A sold or rented property keeps only what it still takes (`closedForm`, the API's rule too):
 * no visit, appointment, offer or application.
 */
export function panelRequests(property: PublicProperty | null): readonly PanelRequest[] {
  if (!property) return PROPERTY_REQUESTS;
  const goalRequest: GoalRequest = isForSale(property) ? 'offer' : 'rental-application';
  return [...PROPERTY_REQUESTS, goalRequest].filter((request) => closedForm(property, request) === null);
}
