import { pagePath } from '@immo/shared';
import { alertToken, addressToken } from '../src/alerts/alert-links.js';
import { ALERT_CONSENT_TEXT, MAX_ALERTS_PER_ADDRESS } from '../src/alerts/create-alert.js';
import { createTestApp, type TestApp } from './test-app.js';
import { ADDRESS, askAlert, confirmedAlert, confirmToken, sentMails } from './search-alert-helpers.js';

/** The server's link secret, given so the test can sign as the server does. */
const SECRET = "the search alert tests' secret";
const testSecret = () => SECRET;

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false, env: { SESSION_SECRET: SECRET, LEADS_PER_MINUTE: '100' } });
});
afterEach(() => test.close());

const alerts = () => test.db.selectFrom('search_alerts').selectAll().orderBy('id').execute();

describe('asking for a search alert (double opt-in)', () => {
  it('stores it unconfirmed with the proof of consent and mails only the confirmation', async () => {
    const answer = await askAlert(
      test,
      { language: 'nl', filters: { goal: 'sale', city: 'Gent|9000', maxPrice: '500000' } },
      'nl',
    );
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toEqual({
      ok: true,
      lang: 'nl',
      message: 'Kijk in uw mailbox: bevestig uw zoekalert met de link die we u stuurden.',
    });
    const [alert, ...others] = await alerts();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      email: ADDRESS,
      language: 'nl',
      frequency: 'instant',
      consent_text: ALERT_CONSENT_TEXT,
      created_at: test.clock.now().toISOString(),
      confirmed_at: null,
      ended_at: null,
    });
    expect(JSON.parse(alert!.filters)).toEqual({ goal: 'sale', city: 'Gent|9000', maxPrice: '500000' });
    const mails = await sentMails(test);
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[ADDRESS, 'Bevestig uw zoekalert']]);
    expect(mails[0]!.text).toContain('/nl/bevestigen/#confirm=');
    expect(mails[0]!.text).toContain('/nl/te-koop/?city=Gent%7C9000&maxPrice=500000');
    expect(mails[0]!.listUnsubscribe).toBeUndefined();

    const confirmed = await test.app.inject({
      method: 'POST',
      url: '/api/confirmations?lang=nl',
      payload: { token: confirmToken(mails[0]!.text) },
    });
    expect(confirmed.json()).toMatchObject({
      ok: true,
      kind: 'search-alert',
      message: 'Uw zoekalert is bevestigd: we mailen u de nieuwe panden die erbij passen.',
    });
    expect((await alerts())[0]!.confirmed_at).toBe(test.clock.now().toISOString());
    expect(await sentMails(test)).toEqual([]);
  });

  it('refuses a filter the list would refuse, naming the field, and stores nothing', async () => {
    const answer = await askAlert(test, { filters: { goal: 'sale', minPrice: 'cheap' } });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields)).toEqual(['filters.minPrice']);
    const noGoal = await askAlert(test, { filters: { city: 'Gent' } });
    expect(noGoal.statusCode).toBe(400);
    expect(Object.keys(noGoal.json().fields)).toEqual(['filters.goal']);
    expect(await alerts()).toEqual([]);
  });

  it('refuses a request without a solved captcha', async () => {
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { email: ADDRESS, frequency: 'daily', filters: { goal: 'sale' }, privacy: true, altcha: 'x' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toBe('captchaInvalid');
    expect(await alerts()).toEqual([]);
  });

  it('answers a filled honeypot like a form that did not validate, naming no field, and stores nothing', async () => {
    const payload = { email: ADDRESS, frequency: 'daily', filters: { goal: 'sale' }, privacy: true, altcha: 'x' };
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/alerts',
      payload: { ...payload, website: 'http://spam.example' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'invalidForm' });
    expect(answer.json().fields).toBeUndefined();
    expect(await alerts()).toEqual([]);
  });

  it(`answers the same past ${MAX_ALERTS_PER_ADDRESS} live alerts of an address, and stores nothing more`, async () => {
    const answers = [];
    for (let n = 0; n <= MAX_ALERTS_PER_ADDRESS; n += 1) {
      answers.push(await askAlert(test, { filters: { goal: 'sale', minBedrooms: String(n) } }));
    }
    expect(new Set(answers.map((answer) => answer.payload)).size).toBe(1);
    expect(await alerts()).toHaveLength(MAX_ALERTS_PER_ADDRESS);
  });
});

describe('seeing and ending alerts through the signed link', () => {
  it('lists the live alerts of the address the token signs, and ends one or all', async () => {
    const first = await confirmedAlert(test, { filters: { goal: 'sale', city: 'Gent' }, frequency: 'daily' });
    await askAlert(test, { filters: { goal: 'rent' } });
    await sentMails(test);
    const token = addressToken(testSecret(), ADDRESS);
    const listed = await test.app.inject({
      method: 'GET',
      url: `/api/alerts?email=${encodeURIComponent(ADDRESS)}&token=${token}`,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['cache-control']).toBe('no-store');
    expect(listed.json()).toEqual([
      expect.objectContaining({ frequency: 'instant', filters: { goal: 'rent' }, confirmed: false }),
      {
        id: first,
        frequency: 'daily',
        language: 'en',
        filters: { goal: 'sale', city: 'Gent' },
        confirmed: true,
        createdAt: expect.any(String),
      },
    ]);

    const one = await test.app.inject({
      method: 'POST',
      url: '/api/alerts/end',
      payload: { email: ADDRESS, token, alertId: first },
    });
    expect(one.json()).toEqual({ ok: true, ended: 1 });
    const all = await test.app.inject({ method: 'POST', url: '/api/alerts/end', payload: { email: ADDRESS, token } });
    expect(all.json()).toEqual({ ok: true, ended: 1 });
    expect((await alerts()).every((alert) => alert.ended_at !== null)).toBe(true);
  });

  it('refuses a bad token (403, translated) and ends nothing', async () => {
    await confirmedAlert(test);
    const other = addressToken(testSecret(), 'someone@example.be');
    const listed = await test.app.inject({ method: 'GET', url: `/api/alerts?email=${ADDRESS}&token=${other}&lang=fr` });
    expect(listed.statusCode).toBe(403);
    expect(listed.json()).toMatchObject({ error: 'forbidden', lang: 'fr' });
    const noToken = await test.app.inject({ method: 'GET', url: `/api/alerts?email=${ADDRESS}` });
    expect(noToken.statusCode).toBe(403);
    const ended = await test.app.inject({
      method: 'POST',
      url: '/api/alerts/end',
      payload: { email: ADDRESS, token: other },
    });
    expect(ended.statusCode).toBe(403);
    // An alert's own unsubscribe token signs the alert, not the address.
    const alertId = (await alerts())[0]!.id;
    const crossed = await test.app.inject({
      method: 'POST',
      url: '/api/alerts/end',
      payload: { email: ADDRESS, token: alertToken(testSecret(), alertId) },
    });
    expect(crossed.statusCode).toBe(403);
    expect((await alerts())[0]!.ended_at).toBeNull();
  });

  it('checks the signature before the input: unsigned is 403 whatever else is wrong, signed and wrong is 400', async () => {
    const id = await confirmedAlert(test);
    const token = addressToken(testSecret(), ADDRESS);
    const end = (payload: object) => test.app.inject({ method: 'POST', url: '/api/alerts/end', payload });
    const unsigned = await end({ email: ADDRESS, token: 'x', alertId: 'first' });
    expect([unsigned.statusCode, unsigned.json().error]).toEqual([403, 'forbidden']);
    const signed = await end({ email: ADDRESS, token, alertId: 'first' });
    expect([signed.statusCode, signed.json().error, Object.keys(signed.json().fields)]).toEqual([
      400,
      'invalidForm',
      ['alertId'],
    ]);
    const notAnId = await test.app.inject({ method: 'GET', url: `/api/alerts/${id}x/unsubscribe?token=${token}` });
    expect(notAnId.statusCode).toBe(403);
    expect((await alerts())[0]!.ended_at).toBeNull();
  });

  it('lists no alert of a frequency nothing mails (a row written by hand), and answers the others', async () => {
    const id = await confirmedAlert(test);
    await test.db.updateTable('search_alerts').set({ frequency: 'weekly' }).where('id', '=', id).execute();
    await confirmedAlert(test, { frequency: 'daily' });
    const token = addressToken(testSecret(), ADDRESS);
    const listed = await test.app.inject({ method: 'GET', url: `/api/alerts?email=${ADDRESS}&token=${token}` });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ frequency: 'daily' })]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('ends the alert on the POST a mail program sends, and not on a GET, which shows the alerts page', async () => {
    const id = await confirmedAlert(test, { language: 'nl' });
    const url = `/api/alerts/${id}/unsubscribe?token=${alertToken(testSecret(), id)}`;

    const opened = await test.app.inject({ method: 'GET', url });
    expect(opened.statusCode).toBe(303);
    const page = new URL(opened.headers.location as string, 'http://site');
    expect(page.pathname).toBe(pagePath('alerts', 'nl'));
    expect(page.searchParams.get('email')).toBe(ADDRESS);
    expect(page.searchParams.get('end')).toBeNull();
    expect((await alerts())[0]!.ended_at).toBeNull();

    const clicked = await test.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.json()).toEqual({ ok: true, ended: 1 });
    expect((await alerts())[0]!.ended_at).toBe(test.clock.now().toISOString());
  });

  it('refuses a token of another alert', async () => {
    const id = await confirmedAlert(test);
    const answer = await test.app.inject({
      method: 'POST',
      url: `/api/alerts/${id}/unsubscribe?token=${alertToken(testSecret(), id + 1)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(403);
    expect((await alerts())[0]!.ended_at).toBeNull();
  });
});

describe('the alert routes in the OpenAPI document', () => {
  type Answer = {
    description?: string;
    content?: Record<string, { schema?: { properties?: Record<string, { enum?: string[] }> } }>;
  };
  type Operation = { summary?: string; tags?: string[]; responses: Record<string, Answer> };

  /** Each answer's description and, for an error, the codes it may carry. */
  function answers(operation: Operation) {
    return Object.fromEntries(
      Object.entries(operation.responses).map(([status, answer]) => [
        status,
        {
          described: Boolean(answer.description),
          codes: answer.content?.['application/json']?.schema?.properties?.error?.enum,
        },
      ]),
    );
  }

  it('describes each route with its answers, every error with the codes it may carry', async () => {
    const spec = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const alerts = spec.paths['/api/alerts'];
    const unsubscribe = spec.paths['/api/alerts/{id}/unsubscribe'];
    const signed = { described: true, codes: ['forbidden'] };
    const server = { described: true, codes: ['apiError'] };
    const limited = { described: true, codes: ['tooManyRequests'] };
    const operations: Operation[] = [
      alerts.post,
      alerts.get,
      spec.paths['/api/alerts/end'].post,
      unsubscribe.post,
      unsubscribe.get,
    ];
    expect(operations.map((operation) => [operation.tags, Boolean(operation.summary)])).toEqual(
      Array(5).fill([['alerts'], true]),
    );
    expect(answers(alerts.post)).toEqual({
      201: { described: true, codes: undefined },
      400: { described: true, codes: expect.arrayContaining(['captchaInvalid', 'invalidForm']) },
      413: { described: true, codes: ['payloadTooLarge'] },
      429: limited,
      500: server,
    });
    expect(answers(alerts.get)).toMatchObject({ 200: { described: true }, 403: signed, 429: limited, 500: server });
    expect(answers(unsubscribe.post)).toMatchObject({ 200: { described: true }, 403: signed });
    expect(answers(unsubscribe.get)).toMatchObject({ 303: { described: true }, 403: signed });
    const summary = alerts.get.responses['200'].content['application/json'].schema;
    expect(Object.keys(summary.items.properties).sort()).toEqual([
      'confirmed',
      'createdAt',
      'filters',
      'frequency',
      'id',
      'language',
    ]);
  });
});
