import type { LeadFormName } from './form-names.js';
import { ContactDemandFormSchema } from './valuation.js';
import { ContactAppointmentFormSchema, DocumentRequestFormSchema } from './appointment.js';
import {
  ContactConstructionFormSchema,
  ContactMeFormSchema,
  ContactVisitFormSchema,
  SiteContactFormSchema,
} from './contact.js';
import { DemandRegisterFormSchema } from './demand-register.js';
import { OfferFormSchema } from './offer.js';
import { RentalApplicationFormSchema } from './rental-application.js';
import {
  SendToFriendFormSchema,
  SignNewsletterFormSchema,
  TestimonialFormSchema,
  UnsubscribeNewsletterFormSchema,
} from './send-to-friend.js';

export * from './form-names.js';
export * from './available-property-forms.js';
export * from './fields.js';
// Without zod: what a form shows before it validates (a page's first load carries no schema).
export * from './contact-preferences.js';
export * from './alert-frequency.js';
export * from './offer-terms.js';
export * from './contact.js';
export * from './valuation.js';
export * from './appointment.js';
export * from './demand-register.js';
export * from './send-to-friend.js';
export * from './search-alert.js';
export * from './rental-application.js';
export * from './offer.js';
export * from './owner.js';

/**
 * Every lead form's schema by the name used in its API endpoint (`POST /api/leads/{name}`) and its
 * thank-you page (`/feedback/{name}/`).
 */
export const LEAD_FORM_SCHEMAS = {
  'site-contact': SiteContactFormSchema,
  'contact-me': ContactMeFormSchema,
  'contact-visit': ContactVisitFormSchema,
  'contact-construction': ContactConstructionFormSchema,
  'contact-demand': ContactDemandFormSchema,
  'contact-appointment': ContactAppointmentFormSchema,
  'document-request': DocumentRequestFormSchema,
  'demand-register': DemandRegisterFormSchema,
  'send-to-friend': SendToFriendFormSchema,
  testimonial: TestimonialFormSchema,
  'rental-application': RentalApplicationFormSchema,
  offer: OfferFormSchema,
  'sign-newsletter': SignNewsletterFormSchema,
  'unsubscribe-newsletter': UnsubscribeNewsletterFormSchema,
} as const satisfies Record<LeadFormName, unknown>;
