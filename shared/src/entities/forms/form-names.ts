/**
 * The names of the lead forms, apart from their schemas: routing and links need the names,
 * and must not pull zod into an app that never validates. Names follow SPEC §2's thank-you
 * forms where one fits (`testing-testing` of the original is a test artefact and has no form).
 */
export const LEAD_FORM_NAMES = [
  'site-contact',
  'contact-me',
  'contact-visit',
  'contact-construction',
  'contact-demand',
  'contact-appointment',
  'document-request',
  'demand-register',
  'send-to-friend',
  'testimonial',
  'rental-application',
  'offer',
  'sign-newsletter',
  'unsubscribe-newsletter',
] as const;
export type LeadFormName = (typeof LEAD_FORM_NAMES)[number];

/** Forms whose thank-you page exists at /feedback/{form}/ (SPEC §2): every one of them. */
export const THANK_YOU_FORMS = LEAD_FORM_NAMES;
export type ThankYouForm = LeadFormName;
