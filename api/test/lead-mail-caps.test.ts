import type { LeadFormName } from '@immo/shared';
import { sampleSubmission } from '@immo/shared/data';
import { queueMails, type QueuedMail } from '../src/mail/outbox.js';
import { MAILS_PER_RECIPIENT_PER_DAY } from '../src/mail/recipient-cap.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

const CAP = MAILS_PER_RECIPIENT_PER_DAY;
const A_DAY_MS = 24 * 60 * 60 * 1000;
const AGENCY = 'info@immolys.be';
/** One mailbox, written as a visitor (or someone using their address) might. */
const SPELLINGS = [
  'an.peeters@example.be',
  'An.Peeters@Example.be',
  'anpeeters+1@example.be',
  'a.n.peeters+x@example.be',
];
const spelling = (i: number) => SPELLINGS[i % SPELLINGS.length]!;

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

let clients = 0;
/** A submission from a client of its own, so only the caps per recipient are in play. */
async function submit(form: LeadFormName, extra: Record<string, unknown>) {
  const payload = { ...sampleSubmission(form, extra), ...(await solvedAltcha(test)) };
  return test.app.inject({
    method: 'POST',
    url: `/api/leads/${form}?lang=en`,
    payload,
    remoteAddress: `198.51.100.${(clients = (clients % 250) + 1)}`,
  });
}

/** The mails queued to anyone but the agency, and those to the agency. */
async function queued(): Promise<{ toVisitors: { kind: string; to: string }[]; toAgency: number }> {
  const rows = await test.db.selectFrom('outbox').select(['kind', 'to_address']).orderBy('id').execute();
  return {
    toVisitors: rows.filter((row) => row.to_address !== AGENCY).map((row) => ({ kind: row.kind, to: row.to_address })),
    toAgency: rows.filter((row) => row.to_address === AGENCY).length,
  };
}

describe(`one visitor's mailbox gets at most ${CAP} mails a day from the site`, () => {
  const forms: LeadFormName[] = ['site-contact', 'contact-me', 'contact-visit', 'testimonial', 'demand-register'];

  it('counted across forms and spellings of the address; every lead is still stored and reaches the agency', async () => {
    const total = CAP + 3;
    for (let i = 0; i < total; i += 1) {
      const response = await submit(forms[i % forms.length]!, { email: spelling(i) });
      expect(response.statusCode).toBe(201);
    }
    expect(await test.db.selectFrom('leads').select('id').execute()).toHaveLength(total);
    const { toVisitors, toAgency } = await queued();
    expect(toAgency).toBe(total);
    expect(toVisitors).toHaveLength(CAP);

    // A day later the visitor is mailed again.
    test.clock.advance(A_DAY_MS + 1);
    expect((await submit('site-contact', { email: 'AN.PEETERS@example.be' })).statusCode).toBe(201);
    expect((await queued()).toVisitors).toHaveLength(CAP + 1);
  });

  it('refuses a send to a friend whose mailbox had its share from the other forms', async () => {
    for (let i = 0; i < CAP; i += 1) await submit('site-contact', { email: `bert+${i}@example.be` });
    const refused = await submit('send-to-friend', { friendEmail: 'Bert@example.be' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'tooManyRequests', fields: { friendEmail: {} } });
    expect((await queued()).toVisitors.filter((mail) => mail.kind === 'send-to-friend')).toEqual([]);
  });

  it('leaves documents past the cap unsent but not noted as sent: asked again the next day, they go', async () => {
    for (let i = 0; i < CAP; i += 1) await submit('site-contact', { email: spelling(i) });
    expect((await submit('document-request', {})).statusCode).toBe(201);
    expect((await queued()).toVisitors.filter((mail) => mail.kind === 'documents')).toEqual([]);
    test.clock.advance(A_DAY_MS + 1);
    expect((await submit('document-request', {})).statusCode).toBe(201);
    expect((await queued()).toVisitors.filter((mail) => mail.kind === 'documents')).toHaveLength(1);
  });

  it('holds for submissions at once (on PostgreSQL each on its own connection)', async () => {
    const payloads = await Promise.all(
      Array.from({ length: CAP * 3 }, async (_, i) => ({
        ...sampleSubmission('site-contact', { email: spelling(i) }),
        ...(await solvedAltcha(test)),
      })),
    );
    const responses = await Promise.all(
      payloads.map((payload, i) =>
        test.app.inject({
          method: 'POST',
          url: '/api/leads/site-contact?lang=en',
          payload,
          remoteAddress: `203.0.113.${i + 1}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(payloads.map(() => 201));
    const { toVisitors, toAgency } = await queued();
    expect(toAgency).toBe(CAP * 3);
    expect(toVisitors).toHaveLength(CAP);
  });
});

describe('queueMails', () => {
  const mail = (kind: string, to: string): QueuedMail => ({ kind, to, subject: 'Subject', text: 'Text' });

  it("caps a visitor's mails of every kind, one added later too, and returns those it left out", async () => {
    const kinds = ['confirmation', 'newsletter-confirmation', 'unsubscribe-link', 'a-kind-added-later'];
    const mails = Array.from({ length: CAP + 2 }, (_, i) => mail(kinds[i % kinds.length]!, spelling(i)));
    const held = await queueMails(test.db, mails, test.clock.now());
    expect(held).toEqual(mails.slice(CAP));
    expect((await queued()).toVisitors).toHaveLength(CAP);
  });

  it("does not cap the agency's inbox nor an owner account's mails", async () => {
    const kinds = ['agency-lead', 'password-reset', 'password-changed', 'login-notification'];
    const mails = kinds.flatMap((kind) => Array.from({ length: CAP + 1 }, () => mail(kind, 'owner@example.be')));
    expect(await queueMails(test.db, mails, test.clock.now())).toEqual([]);
    const rows = await test.db.selectFrom('outbox').select(['recipient_key']).execute();
    expect(rows).toHaveLength(mails.length);
    // Nor do they count against a visitor mail to the same address.
    expect(await queueMails(test.db, [mail('confirmation', 'owner@example.be')], test.clock.now())).toEqual([]);
  });
});
