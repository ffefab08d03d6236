import { LEAD_FORM_NAMES, type LeadFormName } from '@immo/shared';
import { sampleSubmission } from '@immo/shared/data';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

async function submit(form: LeadFormName, body: Record<string, unknown>) {
  return test.app.inject({
    method: 'POST',
    url: `/api/leads/${form}?lang=en`,
    payload: { ...body, ...(await solvedAltcha(test)) },
  });
}

async function firstSlotId(propertyId: unknown): Promise<number> {
  const slots = await test.app.inject({
    method: 'GET',
    url: `/api/properties/${String(propertyId)}/appointment-slots`,
  });
  return (slots.json() as Array<{ id: number }>)[0]!.id;
}

/** Every text a submission carries, nested ones included (the offer's bidders). */
function typedTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(typedTexts);
}

describe('the mails of a lead', () => {
  // Unsubscribing mails no one but the agency, whose form carries only an address.
  it.each(LEAD_FORM_NAMES.filter((form) => form !== 'unsubscribe-newsletter'))(
    '%s: no subject holds anything the visitor typed',
    async (form) => {
      // The offer's sample is signed in the property's own town, which its subject names by design.
      const sample = form === 'offer' ? { ...sampleSubmission(form), place: 'Kortrijk' } : sampleSubmission(form);
      const body =
        form === 'contact-appointment' ? { ...sample, slotId: await firstSlotId(sample.propertyId) } : sample;
      expect((await submit(form, body)).statusCode).toBe(201);
      await test.app.outbox.flush();
      const typed = typedTexts(body).filter((text) => text.length >= 2);
      expect(test.sent.length).toBeGreaterThan(0);
      for (const mail of test.sent) {
        for (const text of typed) expect(mail.subject).not.toContain(text);
      }
    },
  );

  it('confirms to the sender with their name stripped of links, and nothing else they wrote', async () => {
    const response = await submit('site-contact', {
      ...sampleSubmission('site-contact'),
      firstName: 'An http://evil.example/x',
      lastName: 'Peeters www.evil.example evil.example/win spam.example',
      remark: 'Win a prize at http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    await test.app.outbox.flush();
    const confirmation = test.sent.find((mail) => mail.to === 'an.peeters@example.be')!;
    expect(confirmation.subject).toBe('Contact request – received');
    expect(confirmation.text).toMatch(/^Dear An Peeters,$/m);
    expect(confirmation.text).not.toMatch(/evil|spam|prize|https?:/);
    // The agency reads what was typed, in the body of its own mail.
    const notice = test.sent.find((mail) => mail.to === 'info@immolys.be')!;
    expect(notice.subject).toMatch(/^Contactaanvraag: aanvraag nr\. \d+$/);
    expect(notice.text).toContain('Win a prize at http://spam.example');
  });

  it('greets by the address when nothing of the name is left', async () => {
    const response = await submit('site-contact', {
      ...sampleSubmission('site-contact'),
      firstName: 'spam.example',
      lastName: 'http://spam.example',
    });
    expect(response.statusCode).toBe(201);
    await test.app.outbox.flush();
    const confirmation = test.sent.find((mail) => mail.to === 'an.peeters@example.be')!;
    expect(confirmation.text).toMatch(/^Dear an\.peeters@example\.be,$/m);
  });
});
