import {
  closedForm,
  LEAD_FORM_NAMES,
  LEAD_FORM_SCHEMAS,
  type CatalogueProperty,
  type LeadFormName,
} from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { AltchaChallenges } from './altcha.js';
import { unknownReferences } from './catalogue-references.js';
import type { LeadIssue, LeadRefusal } from './lead-outcome.js';

/** The forms about one property: their `propertyId` must be in the catalogue, and their mails link it. */
export const PROPERTY_FORMS: ReadonlySet<LeadFormName> = new Set<LeadFormName>([
  'contact-me',
  'contact-visit',
  'contact-appointment',
  'document-request',
  'send-to-friend',
  'rental-application',
  'offer',
]);

/** Forms with the anti-spam fields (every one but the newsletter unsubscribe). */
const CAPTCHA_FORMS = new Set<LeadFormName>(
  LEAD_FORM_NAMES.filter((form) => 'website' in LEAD_FORM_SCHEMAS[form].shape),
);

export type CheckDeps = { catalogue: () => Catalogue; altcha: AltchaChallenges };

/** A lead that passed its checks: the property it is about, when its form is about one. */
export type CheckedLead = { refusal: null; property: CatalogueProperty | undefined };

/**
 * What a validated form must pass before it is stored, in this order: the honeypot, its property
 * (in the catalogue, still taking this form), the other catalogue ids it names, and the captcha,
 * last: checking it spends the challenge, which a form refused for another reason keeps.
 */
export async function checkLead(
  deps: CheckDeps,
  form: LeadFormName,
  data: Record<string, unknown>,
): Promise<CheckedLead | { refusal: LeadRefusal }> {
  // The honeypot: a person never fills it in, but a browser's autofill may. Answered as any
  // form that did not validate, so a visitor whose browser filled it keeps what they typed and
  // is told it was not sent, instead of being thanked for a request nobody receives.
  if (typeof data.website === 'string' && data.website.trim() !== '') {
    return { refusal: { code: 'invalidForm' } };
  }
  const property = PROPERTY_FORMS.has(form) ? deps.catalogue().byId.get(Number(data.propertyId)) : undefined;
  if (PROPERTY_FORMS.has(form) && !property) {
    return { refusal: invalidFields([{ path: ['propertyId'], message: 'validation:required.property' }]) };
  }
  // The panel hides these requests for a sold or rented property; a request sent anyway is refused.
  const closed = property ? closedForm(property, form) : null;
  if (closed) return { refusal: { code: closed === 'sold' ? 'propertySold' : 'propertyRented' } };
  const unknownIds = unknownReferences(data, deps.catalogue());
  if (unknownIds.length > 0) return { refusal: invalidFields(unknownIds) };
  if (CAPTCHA_FORMS.has(form) && !(await deps.altcha.verify(String(data.altcha ?? '').trim()))) {
    return {
      refusal: { code: 'captchaInvalid', issues: [{ path: ['altcha'], message: 'validation:invalid.captcha' }] },
    };
  }
  return { refusal: null, property };
}

function invalidFields(issues: LeadIssue[]): LeadRefusal {
  return { code: 'invalidForm', issues };
}
