import { closedForm } from './available-property-forms.js';

const forSale = { Goal: 0, Marquee: 0 };
const forRent = { Goal: 1, Marquee: 0 };

describe('the requests a sold or rented property still takes', () => {
  it('takes every request while the property is available', () => {
    for (const form of ['contact-visit', 'contact-appointment', 'offer', 'contact-me'] as const) {
      expect(closedForm(forSale, form)).toBeNull();
    }
    expect(closedForm(forRent, 'rental-application')).toBeNull();
  });

  it('refuses a visit, an appointment, an offer and an application once sold or rented, saying which', () => {
    for (const form of ['contact-visit', 'contact-appointment', 'offer', 'rental-application'] as const) {
      expect(closedForm({ ...forSale, Marquee: 1 }, form)).toBe('sold');
      expect(closedForm({ ...forRent, Marquee: 1 }, form)).toBe('rented');
    }
  });

  it('still takes information, documents and send-to-friend once sold', () => {
    for (const form of ['contact-me', 'document-request', 'send-to-friend'] as const) {
      expect(closedForm({ ...forSale, Marquee: 1 }, form)).toBeNull();
    }
  });
});
