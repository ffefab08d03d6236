import { LEAD_FORM_NAMES, type LeadFormName } from '@immo/shared';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';
import { properties, SAMPLE_PROPERTY_ID, sampleSubmission } from '@immo/shared/data';
import { FRIEND_MAILS_PER_RECIPIENT_PER_DAY } from '../src/mail/recipient-cap.js';
import { SEND_TO_FRIEND_LIMIT } from '../src/leads/routes.js';
import { withSchemaChangeLock } from '../src/db/schema-change-lock.js';
import { ON_POSTGRES } from './test-database.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

async function submit(form: string, body: Record<string, unknown>, lang = 'en') {
  return test.app.inject({ method: 'POST', url: `/api/leads/${form}?lang=${lang}`, payload: body });
}

async function submitWithCaptcha(form: LeadFormName, body: Record<string, unknown>, lang = 'en') {
  const needsCaptcha = form !== 'unsubscribe-newsletter';
  return submit(form, needsCaptcha ? { ...body, ...(await solvedAltcha(test)) } : body, lang);
}

async function slotOf(propertyId: number) {
  const slots = (
    await test.app.inject({ method: 'GET', url: `/api/properties/${propertyId}/appointment-slots` })
  ).json() as Array<{ id: number; available: number }>;
  return slots[0]!;
}

describe('every lead form', () => {
  // Unsubscribing needs the newsletter link's signature: its own tests are below.
  it.each(LEAD_FORM_NAMES.filter((form) => form !== 'unsubscribe-newsletter'))(
    '%s: stores a valid submission, then mails through the outbox',
    async (form) => {
      const extra = form === 'contact-appointment' ? { slotId: (await slotOf(SAMPLE_PROPERTY_ID)).id } : {};
      const response = await submitWithCaptcha(form, sampleSubmission(form, extra), 'nl');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ ok: true, form, lang: 'nl' });
      expect(response.json().message).toBeTruthy();
      const leads = await test.db.selectFrom('leads').selectAll().execute();
      expect(leads).toHaveLength(1);
      expect(JSON.parse(leads[0]!.payload)).not.toHaveProperty('altcha');
      await test.app.outbox.flush();
      const outbox = await test.db.selectFrom('outbox').selectAll().execute();
      expect(outbox.length).toBeGreaterThan(0);
      expect(outbox.every((mail) => mail.sent_at !== null)).toBe(true);
      expect(test.sent.map((mail) => mail.to)).toContain('info@immolys.be');
    },
  );
});

describe('bad input', () => {
  it('answers missing fields with 400 and a translated message per field, in the visitor language', async () => {
    const response = await submit('site-contact', { privacy: false }, 'nl');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalidForm');
    expect(body.fields.firstName.key).toBe('validation:required.firstName');
    expect(body.fields.firstName.message).toMatch(/voornaam/i);
    expect(body.fields.email.key).toBe('validation:required.email');
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
  });

  it('refuses wrong types', async () => {
    const response = await submit(
      'demand-register',
      { ...sampleSubmission('demand-register'), types: 'house', minPrice: 'cheap' },
      'fr',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['types', 'minPrice']));
  });

  it('refuses an oversized body with 413 and a translated message', async () => {
    const response = await submit(
      'site-contact',
      { ...sampleSubmission('site-contact'), remark: 'x'.repeat(40_000) },
      'de',
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: 'payloadTooLarge', lang: 'de' });
  });

  it('refuses a spent check with a message on the check, once per challenge', async () => {
    const captcha = await solvedAltcha(test);
    expect((await submit('site-contact', { ...sampleSubmission('site-contact'), ...captcha })).statusCode).toBe(201);
    const reused = await submit('site-contact', { ...sampleSubmission('site-contact'), ...captcha });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields.altcha.message).toMatch(/^The check that you are not a robot is not valid/);
  });

  it('answers a filled honeypot like any form that did not validate, and stores and mails nothing', async () => {
    const response = await submitWithCaptcha(
      'site-contact',
      sampleSubmission('site-contact', { website: 'http://spam.example' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalidForm', title: 'Your data has not been sent' });
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
    expect(await test.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a property that does not exist', async () => {
    const response = await submitWithCaptcha('contact-me', sampleSubmission('contact-me', { propertyId: 999999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.propertyId).toBeDefined();
  });

  it.each([
    ['contact-construction', { projectId: 999999 }, 'projectId', /choose a project/],
    ['contact-demand', { propertyTypeWebId: 999 }, 'propertyTypeWebId', /type of property/],
    ['demand-register', { types: [1, 999] }, 'types', /property type/],
    ['demand-register', { regions: ['9000', 'Atlantis'] }, 'regions', /geographic zone/],
  ] as const)('%s: refuses %j, an id the catalogue does not have, on its field', async (form, ids, field, message) => {
    const response = await submitWithCaptcha(form, sampleSubmission(form, ids));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalidForm' });
    expect(Object.keys(response.json().fields)).toEqual([field]);
    expect(response.json().fields[field].message).toMatch(message);
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
    expect(await test.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('takes a region, a province and a municipality of the region tree', async () => {
    const response = await submitWithCaptcha(
      'demand-register',
      sampleSubmission('demand-register', { regions: ['1', '12', '9000'] }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers an unknown form with 404', async () => {
    const response = await submit('testing-testing', {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'pageNotFound', lang: 'en' });
  });

  it('stores SQL and HTML injection strings as inert text', async () => {
    const remark = `Robert'); DROP TABLE leads;-- <script>alert("x")</script> <img src=x onerror=alert(1)>`;
    const response = await submitWithCaptcha('site-contact', sampleSubmission('site-contact', { remark }));
    expect(response.statusCode).toBe(201);
    const lead = await test.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(lead.payload).remark).toBe(remark);
    await test.app.outbox.flush();
    expect(test.sent.find((mail) => mail.to === 'info@immolys.be')?.text).toContain(remark);
    expect(response.body).not.toContain('<script>');
  });
});

describe('form rules (SPEC §8)', () => {
  it('answers a repeated document request as the first, and mails the documents once', async () => {
    const first = await submitWithCaptcha('document-request', sampleSubmission('document-request'));
    const again = await submitWithCaptcha(
      'document-request',
      sampleSubmission('document-request', { email: 'An.Peeters@example.be' }),
    );
    // The same answer: a stranger does not learn that the address asked before.
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    await test.app.outbox.flush();
    expect(
      test.sent.filter((mail) => mail.to.toLowerCase() === 'an.peeters@example.be' && /document/i.test(mail.subject)),
    ).toHaveLength(1);
    // Both requests reach the agency.
    expect(test.sent.filter((mail) => mail.to === 'info@immolys.be')).toHaveLength(2);
  });

  it('answers "The appointments are full" when a slot has no place left', async () => {
    const slot = await slotOf(SAMPLE_PROPERTY_ID);
    for (let place = 0; place < slot.available; place += 1) {
      // Each visitor from an address of their own: one address has only a few open bookings.
      const booked = await test.app.inject({
        method: 'POST',
        url: '/api/leads/contact-appointment?lang=en',
        payload: {
          ...sampleSubmission('contact-appointment', { slotId: slot.id, email: `visitor${place}@example.be` }),
          ...(await solvedAltcha(test)),
        },
        remoteAddress: `192.0.2.${place + 1}`,
      });
      expect(booked.statusCode).toBe(201);
    }
    const full = await submitWithCaptcha(
      'contact-appointment',
      sampleSubmission('contact-appointment', { slotId: slot.id }),
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toMatch(/^The appointments are full/);
    expect(await slotOf(SAMPLE_PROPERTY_ID)).toEqual({ ...slot, available: 0 });
  });

  /** Signs up `email`, confirms with the mailed link, and returns the signed way out that its welcome mail carries. */
  async function subscribedWithLink(email: string): Promise<{ email: string; token: string }> {
    await submitWithCaptcha('sign-newsletter', sampleSubmission('sign-newsletter', { email }), 'fr');
    await test.app.outbox.flush();
    const [, token] = /#confirm=(\S+)/.exec(test.sent.find((mail) => mail.to === email)!.text)!;
    test.sent.length = 0;
    await test.app.inject({ method: 'POST', url: '/api/confirmations', payload: { token } });
    await test.app.outbox.flush();
    const welcome = test.sent.find((mail) => mail.to === email)!;
    const link = new URL(/https?:\/\/\S+\/desinscription\/\S+/.exec(welcome.text)![0]);
    test.sent.length = 0;
    return { email: link.searchParams.get('email')!, token: link.searchParams.get('token')! };
  }
  const subscriberOf = (email: string) =>
    test.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it("unsubscribes at once with the welcome mail's signed link, and tells the agency", async () => {
    const signed = await subscribedWithLink('an.peeters@example.be');
    const response = await submit('unsubscribe-newsletter', signed, 'fr');
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Vous êtes désinscrit(e) de notre newsletter.');
    expect((await subscriberOf(signed.email)).unsubscribed_at).not.toBeNull();
    await test.app.outbox.flush();
    expect(test.sent.map((mail) => mail.to)).toEqual(['info@immolys.be']);
  });

  it('without the signature changes nothing: the subscriber gets a link to confirm, the agency nothing', async () => {
    const signed = await subscribedWithLink('an.peeters@example.be');
    // The sign-up's confirmation was that address's link mail of the day (newsletter-double-opt-in.test.ts).
    test.clock.advance(24 * 60 * 60 * 1000 + 1);
    const forged = await submit('unsubscribe-newsletter', { email: signed.email, token: 'x'.repeat(43) }, 'fr');
    const bare = await submit('unsubscribe-newsletter', { email: signed.email }, 'fr');
    const unknown = await submit('unsubscribe-newsletter', { email: 'nobody@example.be' }, 'fr');
    // The same answer for all three: no one learns who is subscribed.
    for (const response of [forged, bare, unknown]) {
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toMatch(/^Si cette adresse reçoit notre newsletter/);
    }
    expect((await subscriberOf(signed.email)).unsubscribed_at).toBeNull();
    expect(
      await test.db.selectFrom('leads').where('form', '=', 'unsubscribe-newsletter').selectAll().execute(),
    ).toEqual([]);
    await test.app.outbox.flush();
    // One link mail a day, however often it is asked for.
    expect(test.sent.map((mail) => mail.to)).toEqual([signed.email]);
    const confirmation = new URL(/https?:\/\/\S+\/desinscription\/\S+/.exec(test.sent[0]!.text)![0]);
    expect(confirmation.searchParams.get('token')).toBe(signed.token);
  });

  it('answers "Uw mail wordt niet verzonden" when the submission cannot be stored, and keeps nothing half-done', async () => {
    // Under the schema-change lock: on PostgreSQL, another test's migration reads every schema's tables.
    const dropOutbox = () => test.db.schema.dropTable('outbox').execute();
    await (ON_POSTGRES ? withSchemaChangeLock(test.db, dropOutbox) : dropOutbox());
    const response = await submitWithCaptcha('site-contact', sampleSubmission('site-contact'), 'nl');
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toContain('Uw mail wordt niet verzonden');
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
  });
});

describe('send to a friend relays no spam', () => {
  const toFriend = (friendEmail: string) => sampleSubmission('send-to-friend', { friendEmail });
  let senders = 0;
  /** Each from another client address: the limit per recipient, not the one per client. */
  const fromAnotherClient = async (friendEmail: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/leads/send-to-friend?lang=en',
      payload: { ...toFriend(friendEmail), ...(await solvedAltcha(test)) },
      remoteAddress: `192.0.2.${(senders += 1)}`,
    });

  it(`mails one address at most ${FRIEND_MAILS_PER_RECIPIENT_PER_DAY} times a day, whoever sends (the case of the address aside)`, async () => {
    for (let mail = 0; mail < FRIEND_MAILS_PER_RECIPIENT_PER_DAY; mail += 1) {
      expect((await fromAnotherClient('victim@example.org')).statusCode).toBe(201);
    }
    const refused = await fromAnotherClient('Victim@Example.org');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'tooManyRequests', fields: { friendEmail: {} } });
    expect((await fromAnotherClient('someone-else@example.org')).statusCode).toBe(201);
    test.clock.advance(24 * 60 * 60 * 1000 + 1);
    expect((await fromAnotherClient('victim@example.org')).statusCode).toBe(201);
  });

  it('counts the ways of writing one gmail address as one: +tags, dots, googlemail.com', async () => {
    const spellings = ['ann@gmail.com', 'a.n.n+x@gmail.com', 'A.NN+offer@GoogleMail.com', 'an.n+3@gmail.com'];
    const statuses: number[] = [];
    for (const address of spellings) statuses.push((await fromAnotherClient(address)).statusCode);
    expect(statuses).toEqual([...Array(FRIEND_MAILS_PER_RECIPIENT_PER_DAY).fill(201), 429]);
  });

  it('says in the subject which property, never what the sender typed', async () => {
    const sender = { name: 'Cheap pills http://spam.example', friendName: 'Bram www.spam.example', message: 'Hi' };
    const response = await submitWithCaptcha('send-to-friend', { ...toFriend('bram@example.org'), ...sender });
    expect(response.statusCode).toBe(201);
    await test.app.outbox.flush();
    const mail = test.sent.find((sent) => sent.to === 'bram@example.org')!;
    expect(mail.subject).toMatch(/^A property on the Immo Lys website: \S/);
    expect(mail.subject).not.toMatch(/pills|spam|Bram/i);
    expect(mail.text).toMatch(/^Hello Bram,\n\nCheap pills found this property/m);
    expect(mail.text).not.toContain('spam.example');
  });

  it("relays the sender's message line by line, without its links", async () => {
    const message = 'Look at this one!\nMore at https://spam.example/win and www.spam.example\nAn';
    const response = await submitWithCaptcha('send-to-friend', { ...toFriend('bram@example.org'), message });
    expect(response.statusCode).toBe(201);
    await test.app.outbox.flush();
    const mail = test.sent.find((sent) => sent.to === 'bram@example.org')!;
    expect(mail.text).toContain('Look at this one!\nMore at and\nAn');
    expect(mail.text).not.toMatch(/spam\.example|https:/);
  });

  it(`takes ${SEND_TO_FRIEND_LIMIT.max} an hour from one client, whatever the addresses`, async () => {
    const statuses: number[] = [];
    for (let mail = 0; mail <= SEND_TO_FRIEND_LIMIT.max; mail += 1) {
      statuses.push((await submitWithCaptcha('send-to-friend', toFriend(`friend-${mail}@example.org`))).statusCode);
    }
    expect(statuses).toEqual([...Array(SEND_TO_FRIEND_LIMIT.max).fill(201), 429]);
  });
});

describe('the offer', () => {
  it("keeps the first bidder's address with the lead and confirms the offer to them", async () => {
    const offer = sampleSubmission('offer');
    const bidder = (offer.personA as { email: string }).email;
    expect((await submitWithCaptcha('offer', offer, 'de')).statusCode).toBe(201);
    const lead = await test.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(lead.email).toBe(bidder.toLowerCase());
    await test.app.outbox.flush();
    expect(test.sent.map((mail) => mail.to).sort()).toEqual(['info@immolys.be', bidder].sort());
  });
});

describe('a sold or rented property (SPEC §4 "Marquee")', () => {
  const sold = properties.find((property) => property.Marquee === 1 && property.Goal === 0)!;
  const rented = properties.find((property) => property.Marquee === 1 && property.Goal !== 0)!;

  it.each([
    ['contact-visit', 'sold', 'propertySold', /has been sold/],
    ['contact-appointment', 'sold', 'propertySold', /has been sold/],
    ['offer', 'sold', 'propertySold', /has been sold/],
    ['contact-visit', 'rented', 'propertyRented', /has been rented/],
    ['contact-appointment', 'rented', 'propertyRented', /has been rented/],
    ['rental-application', 'rented', 'propertyRented', /has been rented/],
  ] as const)('refuses %s once %s, says why, and stores and mails nothing', async (form, state, code, text) => {
    const property = state === 'sold' ? sold : rented;
    const response = await submitWithCaptcha(form, sampleSubmission(form, { propertyId: property.ID }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: code });
    expect(response.json().message).toMatch(text);
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
    expect(await test.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
  });

  it('refuses in the visitor language', async () => {
    const response = await submitWithCaptcha(
      'contact-visit',
      sampleSubmission('contact-visit', { propertyId: sold.ID }),
      'nl',
    );
    expect(response.json()).toMatchObject({ error: 'propertySold', lang: 'nl' });
    expect(response.json().message).toMatch(/verkocht/i);
  });

  it.each(['contact-me', 'document-request'] as const)('still takes %s about it', async (form) => {
    const response = await submitWithCaptcha(form, sampleSubmission(form, { propertyId: sold.ID }));
    expect(response.statusCode).toBe(201);
  });
});
