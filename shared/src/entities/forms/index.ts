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

export * from './fields.js';
export * from './contact.js';
export * from './valuation.js';
export * from './appointment.js';
export * from './demand-register.js';
export * from './send-to-friend.js';
export * from './rental-application.js';
export * from './offer.js';
export * from './owner.js';

/**
 * Every lead form by the name used in its API endpoint (`POST /api/leads/{name}`) and its
 * thank-you page (`/feedback/{name}/`). Names follow SPEC §2's thank-you forms where one fits.
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
} as const;

export type LeadFormName = keyof typeof LEAD_FORM_SCHEMAS;
export const LEAD_FORM_NAMES = Object.keys(LEAD_FORM_SCHEMAS) as LeadFormName[];

/** Forms whose thank-you page exists at /feedback/{form}/ (SPEC §2). */
export const THANK_YOU_FORMS = [
  'contact-me',
  'contact-visit',
  'contact-appointment',
  'contact-construction',
  'contact-demand',
  'demand-register',
  'send-to-friend',
  'site-contact',
  'sign-newsletter',
  'document-request',
  'testimonial',
  'rental-application',
  'offer',
  'unsubscribe-newsletter',
] as const satisfies readonly LeadFormName[];
export type ThankYouForm = (typeof THANK_YOU_FORMS)[number];
