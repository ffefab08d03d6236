import type { LeadFormName } from '../src/entities/forms/index.js';
import { properties } from './properties.js';

/** The visitor of the sample submissions: the person block most forms start with. */
export const SAMPLE_PERSON = {
  title: 'ms',
  firstName: 'An',
  lastName: 'Peeters',
  email: 'an.peeters@example.be',
  phone: '0475 12 34 56',
};
/** An available property every sample submission is about. */
export const SAMPLE_PROPERTY_ID = properties.find((property) => property.Marquee === 0)!.ID;

/**
 * A valid submission of every lead form, as a visitor would send it (captcha fields left out):
 * for tests of the API and of the forms, and for browser tests.
 */
export function sampleSubmission(form: LeadFormName, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const payloads: Record<LeadFormName, Record<string, unknown>> = {
    'site-contact': {
      ...SAMPLE_PERSON,
      remark: 'Graag een afspraak om over de verkoop van onze woning te praten.',
      privacy: true,
    },
    'contact-me': {
      ...SAMPLE_PERSON,
      propertyId: SAMPLE_PROPERTY_ID,
      remark: 'Is de tuin zuidgericht?',
      privacy: true,
    },
    'contact-visit': {
      ...SAMPLE_PERSON,
      propertyId: SAMPLE_PROPERTY_ID,
      preferredDates: ['2026-12-01'],
      privacy: true,
    },
    'contact-construction': { ...SAMPLE_PERSON, projectId: 501, privacy: true },
    'contact-demand': {
      ...SAMPLE_PERSON,
      street: 'Kouter',
      houseNumber: '12',
      zip: '9000',
      city: 'Gent',
      propertyTypeWebId: 1,
      goal: 'sell',
      privacy: true,
    },
    'contact-appointment': { ...SAMPLE_PERSON, propertyId: SAMPLE_PROPERTY_ID, slotId: 1, privacy: true },
    'document-request': { ...SAMPLE_PERSON, propertyId: SAMPLE_PROPERTY_ID, privacy: true },
    'demand-register': {
      ...SAMPLE_PERSON,
      goal: 'buy',
      types: [1, 2],
      regions: ['9000'],
      minPrice: 200000,
      maxPrice: 400000,
      privacy: true,
    },
    'send-to-friend': {
      propertyId: SAMPLE_PROPERTY_ID,
      name: 'An',
      email: 'an.peeters@example.be',
      friendName: 'Bert',
      friendEmail: 'bert@example.be',
      message: 'Kijk eens!',
      privacy: true,
    },
    testimonial: {
      name: 'An Peeters',
      email: 'an.peeters@example.be',
      city: 'Gent',
      rating: 5,
      text: 'Vlotte verkoop, heel goed opgevolgd.',
      privacy: true,
    },
    'rental-application': {
      ...SAMPLE_PERSON,
      propertyId: SAMPLE_PROPERTY_ID,
      adults: 2,
      kids: 1,
      kidsAges: [6],
      moveDate: '2027-01-01',
      netIncome1: 3200,
      privacy: true,
    },
    offer: {
      propertyId: SAMPLE_PROPERTY_ID,
      personA: {
        firstName: 'An',
        lastName: 'Peeters',
        email: 'an@example.be',
        phone: '0475123456',
        address: 'Kouter 1, 9000 Gent',
      },
      amount: 325000,
      amountInLetters: 'driehonderdvijfentwintigduizend euro',
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      place: 'Gent',
      signDate: '2026-11-30',
      privacy: true,
    },
    'sign-newsletter': { email: 'an.peeters@example.be', firstName: 'An', lastName: 'Peeters', privacy: true },
    'unsubscribe-newsletter': { email: 'an.peeters@example.be' },
  };
  return { ...payloads[form], ...extra };
}
