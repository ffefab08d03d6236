import { SAMPLE_PROPERTY_ID, sampleSubmission } from '@immo/shared/data';
import { APPOINTMENT_HOLD_MINUTES, OPEN_APPOINTMENTS_PER_VISITOR } from '../src/leads/appointment-holds.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

const HOLD_MS = APPOINTMENT_HOLD_MINUTES * 60_000;
type Slot = { id: number; startsAt: string; available: number };

async function slots(): Promise<Slot[]> {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/properties/${SAMPLE_PROPERTY_ID}/appointment-slots`,
  });
  return response.json() as Slot[];
}

/** A booking of `slotId` by `email`, sent from the client address `client` (192.0.2.x). */
async function book(slotId: number, email: string, client: number) {
  return test.app.inject({
    method: 'POST',
    url: '/api/leads/contact-appointment?lang=en',
    payload: { ...sampleSubmission('contact-appointment', { slotId, email }), ...(await solvedAltcha(test)) },
    remoteAddress: `192.0.2.${client}`,
  });
}

/** The token of the confirmation link mailed to `email`. */
async function linkOf(email: string): Promise<string> {
  await test.app.outbox.flush();
  const mail = test.sent.find((sent) => sent.to === email && /#confirm=/.test(sent.text));
  if (!mail) throw new Error(`no confirmation link mailed to ${email}`);
  return /#confirm=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
}

const confirm = (token: string) =>
  test.app.inject({ method: 'POST', url: '/api/confirmations?lang=en', payload: { token } });

describe('one visitor cannot take every place', () => {
  it(`takes at most ${OPEN_APPOINTMENTS_PER_VISITOR} open bookings per e-mail address and per client address`, async () => {
    const [first, second, third] = await slots();
    expect((await book(first!.id, 'ann@example.be', 1)).statusCode).toBe(201);
    expect((await book(second!.id, 'ann@example.be', 1)).statusCode).toBe(201);

    // The same address from elsewhere, however it is written.
    const sameMail = await book(third!.id, 'Ann@Example.be', 2);
    expect(sameMail.statusCode).toBe(429);
    expect(sameMail.json()).toMatchObject({ error: 'tooManyAppointments', title: 'Too many appointments' });
    expect(sameMail.json().fields.slotId.message).toMatch(/^You already have two visits booked/);
    // Another address from the same client.
    expect((await book(third!.id, 'bob@example.be', 1)).statusCode).toBe(429);
    // Someone else.
    expect((await book(third!.id, 'bob@example.be', 3)).statusCode).toBe(201);
    expect((await slots()).find((slot) => slot.id === third!.id)!.available).toBe(third!.available - 1);
  });

  it('holds the cap against bookings of one address sent at once (one transaction at a time per visitor)', async () => {
    const free = (await slots()).slice(0, 4);
    const captchas = await Promise.all(free.map(() => solvedAltcha(test)));
    const answers = await Promise.all(
      free.map((slot, index) =>
        test.app.inject({
          method: 'POST',
          url: '/api/leads/contact-appointment?lang=en',
          payload: {
            ...sampleSubmission('contact-appointment', { slotId: slot.id, email: 'ann@example.be' }),
            ...captchas[index],
          },
          remoteAddress: `192.0.2.${index + 1}`,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 429, 429]);
    expect(await test.db.selectFrom('appointments').selectAll().execute()).toHaveLength(OPEN_APPOINTMENTS_PER_VISITOR);
  });
});

describe('a booking is confirmed by the link mailed to the visitor', () => {
  it('holds its place for an hour, says so, and mails the link instead of the usual acknowledgement', async () => {
    const [slot] = await slots();
    const response = await book(slot!.id, 'ann@example.be', 1);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Your place is held for an hour: confirm it with the link we have sent you.');
    await test.app.outbox.flush();
    const toVisitor = test.sent.filter((mail) => mail.to === 'ann@example.be');
    // The moment in the agency's time zone (the slots start at 16:00 UTC, 17:00 in Brussels in November).
    expect(toVisitor.map((mail) => mail.subject)).toEqual(['Confirm your visit on Monday 23 November at 17:00']);
    expect(toVisitor[0]!.text).toContain(`We hold the place for ${APPOINTMENT_HOLD_MINUTES} minutes`);
    expect(toVisitor[0]!.text).toContain(`A visit of ref. ${SAMPLE_PROPERTY_ID} – `);
    expect(toVisitor[0]!.text).toMatch(/Confirm my visit:\nhttp:\/\/\S+\/confirm\/#confirm=[A-Za-z0-9_-]{43}\n/);
    expect(test.sent.filter((mail) => mail.to === 'info@immolys.be')).toHaveLength(1);
  });

  it('keeps a confirmed place; gives an unconfirmed one back after the hour, in the slot list and to the next booking', async () => {
    const [slot] = await slots();
    expect(slot!.available).toBe(3);
    for (const [index, email] of ['ann@example.be', 'bob@example.be', 'cleo@example.be'].entries()) {
      expect((await book(slot!.id, email, index + 1)).statusCode).toBe(201);
    }
    expect((await book(slot!.id, 'dirk@example.be', 4)).statusCode).toBe(409);

    const confirmed = await confirm(await linkOf('ann@example.be'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      ok: true,
      kind: 'appointment',
      message: 'Your appointment is confirmed.',
    });
    const late = await linkOf('bob@example.be');

    test.clock.advance(HOLD_MS - 1);
    expect((await slots())[0]!.available).toBe(0);
    test.clock.advance(1);
    // The booking itself sees the places given back, without the slot list read first.
    expect((await book(slot!.id, 'dirk@example.be', 4)).statusCode).toBe(201);
    expect((await slots())[0]!.available).toBe(1);
    // Bob's link came too late: his place is gone, and stays gone.
    expect((await confirm(late)).statusCode).toBe(410);
    expect((await slots())[0]!.available).toBe(1);

    const appointments = await test.db.selectFrom('appointments').selectAll().orderBy('id').execute();
    expect(appointments.map((row) => [row.email, row.confirmed_at !== null, row.released_at !== null])).toEqual([
      ['ann@example.be', true, false],
      ['bob@example.be', false, true],
      ['cleo@example.be', false, true],
      ['dirk@example.be', false, false],
    ]);
    // The confirmed place outlasts any hour.
    test.clock.advance(10 * HOLD_MS);
    expect((await slots())[0]!.available).toBe(2);
  });

  it("no longer counts a released booking against the visitor's cap", async () => {
    const [first, second, third] = await slots();
    await book(first!.id, 'ann@example.be', 1);
    await book(second!.id, 'ann@example.be', 1);
    expect((await book(third!.id, 'ann@example.be', 1)).statusCode).toBe(429);
    test.clock.advance(HOLD_MS);
    expect((await book(third!.id, 'ann@example.be', 1)).statusCode).toBe(201);
  });
});
