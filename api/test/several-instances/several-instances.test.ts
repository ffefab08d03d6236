import { sampleSubmission } from '@immo/shared/data';
import { messageIdOf } from '../../src/mail/outbox.js';
import { DEMO_OWNERS } from '../../src/owners/seed-owners.js';
import { SESSION_COOKIE } from '../../src/owners/owner-cookie.js';
import type { ApiProcess } from '../api-process.js';
import {
  MAIL_FROM,
  SEVERAL_INSTANCES_TIMEOUT_MS,
  outboxDrained,
  startInstances,
  submitLead,
  type Instances,
  type Submission,
} from './instances.js';

// Only in the `api (PostgreSQL)` project: several instances never share a SQLite file.
let instances: Instances | null = null;
afterEach(async () => {
  await instances?.close();
  instances = null;
});

/** Every mail the outbox holds reached the SMTP server exactly once, and nothing else did. */
async function eachMailSentOnce(running: Instances): Promise<number> {
  const outbox = await running.read((db) => db.selectFrom('outbox').select(['id', 'created_at', 'sent_at']).execute());
  expect(outbox.every((mail) => mail.sent_at !== null)).toBe(true);
  expect(running.smtp.received.map((mail) => mail.messageId).sort()).toEqual(
    outbox.map((mail) => messageIdOf(mail, MAIL_FROM)).sort(),
  );
  return outbox.length;
}

const contact = (visitor: number, email: string): Submission => ({
  form: 'site-contact',
  body: { ...sampleSubmission('site-contact'), email },
  visitor,
});

async function slotsOf(api: ApiProcess, propertyId: unknown): Promise<{ id: number; available: number }[]> {
  const response = await fetch(`${api.url}/api/properties/${String(propertyId)}/appointment-slots`);
  return (await response.json()) as { id: number; available: number }[];
}

describe('two API instances on one PostgreSQL database', () => {
  it(
    'store 200 leads sent to both at once, and send each of their mails exactly once',
    async () => {
      instances = await startInstances(2);
      const [a, b] = instances.apis as [ApiProcess, ApiProcess];
      // Half the leads carry a captcha the other instance made: captchas live in the database.
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          submitLead(i % 2 ? a : b, contact(i, `lead-${i}@example.be`), i % 4 < 2 ? a : b),
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(200);
      await outboxDrained(instances);
      const leads = await instances.read((db) => db.selectFrom('leads').select('email').execute());
      expect(new Set(leads.map((lead) => lead.email)).size).toBe(200);
      // The agency's notice and the visitor's confirmation of each lead.
      expect(await eachMailSentOnce(instances)).toBe(400);
    },
    SEVERAL_INSTANCES_TIMEOUT_MS,
  );

  it(
    'accept 3 of 6 bookings sent to both at once for a slot with 3 places',
    async () => {
      instances = await startInstances(2);
      const [a, b] = instances.apis as [ApiProcess, ApiProcess];
      const booking = sampleSubmission('contact-appointment');
      const slot = (await slotsOf(a, booking.propertyId))[0]!;
      expect(slot.available).toBe(3);
      const statuses = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          submitLead(i % 2 ? a : b, {
            form: 'contact-appointment',
            body: { ...booking, slotId: slot.id, email: `visitor-${i}@example.be` },
            visitor: i,
          }),
        ),
      );
      expect(statuses.sort()).toEqual([201, 201, 201, 409, 409, 409]);
      const booked = await instances.read((db) =>
        db.selectFrom('appointments').select('lead_id').where('slot_id', '=', slot.id).execute(),
      );
      expect(booked).toHaveLength(3);
      const after = await slotsOf(b, booking.propertyId);
      expect(after.find((entry) => entry.id === slot.id)?.available).toBe(0);
    },
    SEVERAL_INSTANCES_TIMEOUT_MS,
  );

  it(
    'serve an owner session made on one instance from the other, CSRF token included',
    async () => {
      instances = await startInstances(2, { DEMO: '1' });
      const [a, b] = instances.apis as [ApiProcess, ApiProcess];
      const owner = DEMO_OWNERS[0];
      const login = await fetch(`${a.url}/api/owner/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      expect(login.status).toBe(200);
      const { csrfToken } = (await login.json()) as { csrfToken: string };
      const cookie = login.headers
        .getSetCookie()
        .map((header) => header.split(';', 1)[0]!)
        .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))!;

      const session = await fetch(`${b.url}/api/owner/session`, { headers: { cookie } });
      expect(session.status).toBe(200);
      expect(((await session.json()) as { owner: { email: string } }).owner.email).toBe(owner.email);
      // A change on the other instance: refused without the session's CSRF token, accepted with it.
      const logout = (token: string) =>
        fetch(`${b.url}/api/owner/logout`, { method: 'POST', headers: { cookie, 'x-csrf-token': token } });
      expect((await logout('not-the-token')).status).toBe(403);
      expect((await logout(csrfToken)).status).toBe(200);
      expect((await fetch(`${a.url}/api/owner/session`, { headers: { cookie } })).status).toBe(401);
    },
    SEVERAL_INSTANCES_TIMEOUT_MS,
  );

  it(
    'lose no lead when one instance is killed mid-load: the other takes the retries and sends every mail',
    async () => {
      // A short lease: the killed instance's claims on mails are free again a second later.
      instances = await startInstances(2, { OUTBOX_LEASE_MS: '1000' });
      const [a, b] = instances.apis as [ApiProcess, ApiProcess];
      let answeredByA = 0;
      /** What a load balancer does: a request the first instance did not answer goes to the other. */
      const submitWithFailover = async (i: number) => {
        const lead = contact(i, `failover-${i}@example.be`);
        const first = i % 2 ? a : b;
        const status = await submitLead(first, lead);
        if (first === a && status === 201 && ++answeredByA === 20) a.child.kill('SIGKILL');
        return status === 'no answer' ? submitLead(b, lead) : status;
      };
      const statuses = await Promise.all(Array.from({ length: 100 }, (_, i) => submitWithFailover(i)));
      expect(await a.exited).toBe('SIGKILL');
      expect(statuses.filter((status) => status !== 201)).toEqual([]);

      await outboxDrained(instances);
      const emails = await instances.read((db) => db.selectFrom('leads').select('email').execute());
      const stored = new Set(emails.map((lead) => lead.email));
      for (let i = 0; i < 100; i += 1) expect(stored.has(`failover-${i}@example.be`)).toBe(true);
      // Every mail went out. At least once, not exactly: a mail the SMTP server took in the instant
      // before the kill, before the instance noted it, goes again (same Message-ID, see api/README.md).
      const outbox = await instances.read((db) =>
        db.selectFrom('outbox').select(['id', 'created_at', 'sent_at']).execute(),
      );
      expect(outbox.every((mail) => mail.sent_at !== null)).toBe(true);
      expect(new Set(instances.smtp.received.map((mail) => mail.messageId))).toEqual(
        new Set(outbox.map((mail) => messageIdOf(mail, MAIL_FROM))),
      );
    },
    SEVERAL_INSTANCES_TIMEOUT_MS,
  );
});
