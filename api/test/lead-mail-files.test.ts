import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LEAD_FORM_NAMES, LEAD_FORM_SCHEMAS, type Lang, type LeadFormName } from '@immo/shared';
import { properties, sampleSubmission, SAMPLE_PROPERTY_ID } from '@immo/shared/data';
import { simpleParser, type ParsedMail } from 'mailparser';
import nlMail from '../src/i18n/locales/nl/mail.json' with { type: 'json' };
import frMail from '../src/i18n/locales/fr/mail.json' with { type: 'json' };
import { isDescribedField } from '../src/leads/lead-facts.js';
import { propertyLink } from '../src/leads/property-facts.js';
import { PROPERTY_FORMS } from '../src/leads/lead-checks.js';
import { fileTransport } from '../src/mail/transport.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

const AGENCY = 'info@immolys.be';
const ORIGIN = 'https://www.immolys.example';
const property = properties.find((candidate) => candidate.ID === SAMPLE_PROPERTY_ID)!;
let test: TestApp;
let outbox: string;
beforeEach(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'immo-eml-'));
  test = await createTestApp({ seedOwners: false, transport: fileTransport(outbox), env: { SITE_ORIGIN: ORIGIN } });
});
afterEach(async () => {
  await test.close();
  rmSync(outbox, { recursive: true, force: true });
});

/** Every .eml the outbox wrote, parsed as a mail program reads it. */
async function mailFiles(): Promise<ParsedMail[]> {
  await test.app.outbox.flush();
  const files = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(outbox, name)))));
}

const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;

async function submit(form: LeadFormName, lang: Lang, body: Record<string, unknown>) {
  const payload = { ...body, ...(await solvedAltcha(test)) };
  return test.app.inject({ method: 'POST', url: `/api/leads/${form}?lang=${lang}`, payload });
}

async function firstSlot(): Promise<{ id: number; available: number }> {
  const answer = await test.app.inject({
    method: 'GET',
    url: `/api/properties/${SAMPLE_PROPERTY_ID}/appointment-slots`,
  });
  return (answer.json() as Array<{ id: number; available: number }>)[0]!;
}

async function sample(form: LeadFormName): Promise<Record<string, unknown>> {
  const body = sampleSubmission(form);
  return form === 'contact-appointment' ? { ...body, slotId: (await firstSlot()).id } : body;
}

/** The field names of a form. */
function fieldNames(form: LeadFormName): string[] {
  return Object.keys(LEAD_FORM_SCHEMAS[form].shape);
}

/** Anti-spam and consent fields are ours: the words "website" or "privacy" may well be in a mail. */
const OURS = new Set(['website', 'altcha', 'privacy', 'language']);

describe('the .eml files of every form, in two languages', () => {
  const forms = LEAD_FORM_NAMES.filter((form) => form !== 'unsubscribe-newsletter');
  const cases = forms.flatMap((form) => (['en', 'fr'] as const).map((lang) => [form, lang] as const));

  it.each(cases)('%s in %s: the agency reads labels and words, and "reply" answers the visitor', async (form, lang) => {
    const body = await sample(form);
    expect((await submit(form, lang, body)).statusCode).toBe(201);
    const mails = await mailFiles();
    const agency = mails.find((mail) => to(mail) === AGENCY)!;

    expect(agency.subject).toMatch(new RegExp(`^${nlMail.forms[form]}: `));
    const visitor = form === 'offer' ? (body.personA as Record<string, unknown>) : body;
    const replyTo = agency.replyTo!.value[0]!;
    expect(replyTo.address).toBe(visitor.email);
    expect(agency.html).toContain('<html dir="ltr" lang="nl"');
    const text = agency.text!;
    for (const key of fieldNames(form).filter((name) => !OURS.has(name)))
      expect(text).not.toMatch(new RegExp(`\\b${key}\\b`));
    expect(text).not.toMatch(/[{}[\]]|: (ms|mr|buy|rent|true|false)$/m);
    if ('firstName' in visitor) expect(text).toContain(`Naam: ${visitor.title ? 'Mevr. ' : ''}An Peeters`);
    if (PROPERTY_FORMS.has(form)) {
      expect(agency.subject).toContain(`ref. ${SAMPLE_PROPERTY_ID} – ${property.Title.nl}`);
      expect(text).toContain(`Referentie: ${SAMPLE_PROPERTY_ID}`);
      expect(text).toContain(propertyLink(property, 'nl', ORIGIN));
      expect(agency.html).toContain(`href="${propertyLink(property, 'nl', ORIGIN)}"`);
    }

    const others = mails.filter((mail) => mail !== agency);
    // A booking and a newsletter sign-up mail a link to confirm; every other form its copy or the documents.
    expect(others).toHaveLength(1);
    const own = others[0]!;
    // The sign-up's link mail is plain text, as the owners' and the other link mails are.
    if (form !== 'sign-newsletter') expect(own.html).toContain(`lang="${lang}"`);
    expect(own.text).toBeTruthy();
    expect(own.replyTo).toBeUndefined();
    if (PROPERTY_FORMS.has(form)) expect(own.text).toContain(propertyLink(property, lang, ORIGIN));
    if (form !== 'send-to-friend') {
      for (const free of ['remark', 'conditions', 'reasonForMoving', 'text', 'pets', 'amountInLetters']) {
        if (typeof body[free] === 'string' && body[free] !== '') expect(own.text).not.toContain(body[free]);
      }
    }
  });

  it('every field of every form is said in the mails (a new field fails here until it is)', () => {
    const nested = Object.keys(sampleSubmission('offer').personA as object);
    const fields = new Set([...LEAD_FORM_NAMES.flatMap(fieldNames), ...nested]);
    expect([...fields].filter((field) => !isDescribedField(field))).toEqual([]);
  });

  it("names the demand's regions and types in the agency's language", async () => {
    const body = { ...sampleSubmission('demand-register'), regions: ['1', '9000'] };
    expect((await submit('demand-register', 'fr', body)).statusCode).toBe(201);
    const agency = (await mailFiles()).find((mail) => to(mail) === AGENCY)!;
    expect(agency.text).toContain("Regio's: Vlaanderen en Gent");
    expect(agency.text).toMatch(/Types pand: \S/);
  });

  it('thanks for a testimonial as a testimonial, not as a request to answer', async () => {
    expect((await submit('testimonial', 'en', sampleSubmission('testimonial'))).statusCode).toBe(201);
    const own = (await mailFiles()).find((mail) => to(mail) !== AGENCY)!;
    expect(own.text).toContain('We have received your testimonial');
    expect(own.text).not.toMatch(/request/i);
    expect(own.text).toContain('Rating: 5 out of 5');
  });

  it('encodes a visitor name with quotes, commas and accents safely in Reply-To', async () => {
    const body = {
      ...sampleSubmission('site-contact'),
      firstName: 'Zoë "Zo"',
      lastName: 'D’Hondt, Jr <x@evil.example>',
    };
    expect((await submit('site-contact', 'en', body)).statusCode).toBe(201);
    const agency = (await mailFiles()).find((mail) => to(mail) === AGENCY)!;
    expect(agency.replyTo!.value).toEqual([{ address: 'an.peeters@example.be', name: 'Zoë "Zo" D’Hondt, Jr' }]);
  });

  it("confirms the offer to the bidder with its amount, validity and property, in the bidder's language", async () => {
    const body = sampleSubmission('offer');
    expect((await submit('offer', 'fr', body)).statusCode).toBe(201);
    const own = (await mailFiles()).find((mail) => to(mail) !== AGENCY)!;
    expect(own.subject).toBe(`Accusé de réception – ${frMail.forms.offer}`);
    expect(own.text).toMatch(/Montant offert\u00a0: €\s325\.000/);
    expect(own.text).toContain('Offre valable jusqu’au\u00a0: 15 décembre 2026');
    expect(own.text).toContain(`Référence\u00a0: ${SAMPLE_PROPERTY_ID}`);
  });
});

/** The confirm page's tokens of a mail, in the order its links come: confirm, then cancel. */
function tokens(mail: ParsedMail): string[] {
  return [...mail.text!.matchAll(/#confirm=([A-Za-z0-9_-]{43})/g)].map((match) => match[1]!);
}

async function follow(token: string) {
  return test.app.inject({ method: 'POST', url: '/api/confirmations?lang=en', payload: { token } });
}

function calendarOf(mail: ParsedMail): string {
  const part = mail.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  return part ? part.content.toString('utf8') : '';
}

describe('a booked visit, as its mails tell it', () => {
  it('is told with date, time, duration and address; confirmed with a calendar event; cancelled from the mail', async () => {
    const slot = await firstSlot();
    const body = { ...sampleSubmission('contact-appointment'), slotId: slot.id };
    expect((await submit('contact-appointment', 'fr', body)).statusCode).toBe(201);
    const booked = await mailFiles();
    const agencyNotice = booked.find((mail) => to(mail) === AGENCY)!;
    const toVisitor = booked.find((mail) => to(mail) === 'an.peeters@example.be')!;
    // 16:00 UTC is 17:00 in Brussels in November; a visit lasts 30 minutes.
    expect(toVisitor.subject).toBe('Confirmez votre visite du lundi 23 novembre à 17:00');
    expect(toVisitor.text).toContain('Durée\u00a0: 30 minutes');
    expect(toVisitor.text).toContain(`Adresse\u00a0: ${property.Street} ${property.HouseNumber}`);
    expect(agencyNotice.text).toContain('Wanneer: maandag 23 november om 17:00');
    expect(agencyNotice.text).toContain('wacht op de bevestiging van de bezoeker');
    expect(calendarOf(toVisitor)).toBe('');

    const [confirmToken, firstCancelToken] = tokens(toVisitor);
    expect((await follow(confirmToken!)).statusCode).toBe(200);
    const confirmed = (await mailFiles()).filter((mail) => !booked.some((old) => old.messageId === mail.messageId));
    expect(confirmed.map((mail) => to(mail)).sort()).toEqual(['an.peeters@example.be', AGENCY]);
    for (const mail of confirmed) {
      const calendar = calendarOf(mail);
      expect(calendar).toContain('METHOD:PUBLISH');
      expect(calendar).toContain('STATUS:CONFIRMED');
      expect(calendar).toMatch(/DTSTART:\d{8}T160000Z/);
      expect(calendar).toMatch(/DTEND:\d{8}T163000Z/);
      expect(calendar.replace(/\r\n /g, '')).toContain(`LOCATION:${property.Street} ${property.HouseNumber}`);
      expect(mail.attachments.some((attachment) => attachment.filename === 'visit.ics')).toBe(true);
    }
    const visitorConfirmed = confirmed.find((mail) => to(mail) !== AGENCY)!;
    expect(visitorConfirmed.subject).toBe('Votre visite du lundi 23 novembre à 17:00 est confirmée');
    const uid = /UID:(\S+)/.exec(calendarOf(visitorConfirmed))![1];

    expect((await firstSlot()).available).toBe(slot.available - 1);
    const [cancelToken] = tokens(visitorConfirmed);
    const cancelled = await follow(cancelToken!);
    expect(cancelled.json()).toMatchObject({ ok: true, kind: 'appointment-cancel' });
    expect((await firstSlot()).available).toBe(slot.available);
    // The booking mail's own cancel link has nothing left to cancel.
    expect((await follow(firstCancelToken!)).statusCode).toBe(410);

    const after = await mailFiles();
    const cancellations = after.filter((mail) => /annulée|geannuleerd/.test(mail.subject ?? ''));
    expect(cancellations.map((mail) => to(mail)).sort()).toEqual(['an.peeters@example.be', AGENCY]);
    for (const mail of cancellations) {
      expect(calendarOf(mail)).toContain('METHOD:CANCEL');
      expect(calendarOf(mail)).toContain(`UID:${uid}`);
    }
  });
});
