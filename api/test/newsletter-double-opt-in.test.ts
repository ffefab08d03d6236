import { sampleSubmission } from '@immo/shared/data';
import { NEWSLETTER_LINK_HOURS } from '../src/leads/newsletter-confirmation.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

const ADDRESS = 'an.peeters@example.be';
const HOUR_MS = 60 * 60 * 1000;

async function signUp(email = ADDRESS, lang = 'nl') {
  return test.app.inject({
    method: 'POST',
    url: `/api/leads/sign-newsletter?lang=${lang}`,
    payload: { ...sampleSubmission('sign-newsletter', { email }), ...(await solvedAltcha(test)) },
  });
}

const unsubscribeBare = (email = ADDRESS) =>
  test.app.inject({ method: 'POST', url: '/api/leads/unsubscribe-newsletter?lang=nl', payload: { email } });

const confirm = (token: string, lang = 'nl') =>
  test.app.inject({ method: 'POST', url: `/api/confirmations?lang=${lang}`, payload: { token } });

/** The mails the outbox sent to an address since the last call, their kinds read from the outbox. */
async function mailsTo(email: string) {
  await test.app.outbox.flush();
  const mails = test.sent.filter((mail) => mail.to === email);
  test.sent.length = 0;
  return mails;
}

/** The confirmation link's token in a mail's text. */
function tokenIn(text: string): string {
  const link = /https?:\/\/\S+\/nl\/bevestigen\/#confirm=([A-Za-z0-9_-]+)/.exec(text);
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return link[1]!;
}

const subscriber = (email = ADDRESS) =>
  test.db.selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirst();

describe('the newsletter sign-up (double opt-in)', () => {
  it('subscribes nobody: it mails a link to confirm, and says to look in the mailbox', async () => {
    const response = await signUp();
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Kijk in uw mailbox: bevestig uw inschrijving met de link die we u stuurden.');
    expect(await subscriber()).toBeUndefined();
    const [mail, ...others] = await mailsTo(ADDRESS);
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Bevestig uw inschrijving op onze nieuwsbrief');
    expect(mail!.text).toContain(`(${NEWSLETTER_LINK_HOURS} uur geldig)`);
    expect(tokenIn(mail!.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database keeps the token's hash only.
    const stored = await test.db.selectFrom('confirmations').selectAll().execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'newsletter', used_at: null });
    expect(stored[0]!.token_hash).not.toContain(tokenIn(mail!.text));
  });

  it('subscribes the address when the link is posted, once, and then welcomes it with the signed way out', async () => {
    await signUp();
    const token = tokenIn((await mailsTo(ADDRESS))[0]!.text);
    // A mail scanner opening the link confirms nothing: the API has no GET for it.
    expect((await test.app.inject({ method: 'GET', url: `/api/confirmations?token=${token}` })).statusCode).toBe(404);
    expect(await subscriber()).toBeUndefined();

    const confirmed = await confirm(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      ok: true,
      kind: 'newsletter',
      message: 'U bent ingeschreven op onze nieuwsbrief.',
    });
    expect(await subscriber()).toMatchObject({ language: 'nl', first_name: 'An', unsubscribed_at: null });
    const [welcome] = await mailsTo(ADDRESS);
    expect(welcome!.subject).toBe('Welkom bij onze nieuwsbrief');
    expect(welcome!.text).toMatch(/\/nl\/uitschrijven\/\?email=an\.peeters%40example\.be&token=\S+/);

    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'confirmationInvalid', title: 'Link niet meer geldig' });
    expect(await mailsTo(ADDRESS)).toEqual([]);
  });

  it(`refuses a link after ${NEWSLETTER_LINK_HOURS} hours, and one that was never mailed`, async () => {
    await signUp();
    const token = tokenIn((await mailsTo(ADDRESS))[0]!.text);
    test.clock.advance(NEWSLETTER_LINK_HOURS * HOUR_MS);
    expect((await confirm(token)).statusCode).toBe(410);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(410);
    expect((await confirm('')).statusCode).toBe(410);
    expect(await subscriber()).toBeUndefined();
  });

  it('keeps an address that left out when someone signs it up again, until its owner confirms', async () => {
    await signUp();
    expect((await confirm(tokenIn((await mailsTo(ADDRESS))[0]!.text))).statusCode).toBe(200);
    const welcome = (await mailsTo(ADDRESS))[0]!.text;
    const way = new URL(/https?:\/\/\S+\/nl\/uitschrijven\/\S+/.exec(welcome)![0]);
    const left = await test.app.inject({
      method: 'POST',
      url: '/api/leads/unsubscribe-newsletter?lang=nl',
      payload: { email: way.searchParams.get('email'), token: way.searchParams.get('token') },
    });
    expect(left.statusCode).toBe(201);
    const leftAt = (await subscriber())!.unsubscribed_at;
    expect(leftAt).not.toBeNull();

    test.clock.advance(24 * HOUR_MS + 1);
    expect((await signUp()).statusCode).toBe(201);
    expect((await subscriber())!.unsubscribed_at).toBe(leftAt);
    const [link] = await mailsTo(ADDRESS);
    expect((await confirm(tokenIn(link!.text))).statusCode).toBe(200);
    expect((await subscriber())!.unsubscribed_at).toBeNull();
  });

  it('mails one address at most one link a day, sign-ups and unsubscribe requests together, with the same answers', async () => {
    const first = await signUp();
    const second = await signUp();
    // Another spelling of the same mailbox is the same mailbox (mail/recipient-address.ts).
    const variant = await signUp('AnPeeters+news@example.be');
    expect(second.json().message).toBe(first.json().message);
    expect(variant.json().message).toBe(first.json().message);
    await test.app.outbox.flush();
    const toVisitors = test.sent.filter((mail) => mail.to !== 'info@immolys.be');
    expect(toVisitors.map((mail) => [mail.to, mail.subject])).toEqual([
      [ADDRESS, 'Bevestig uw inschrijving op onze nieuwsbrief'],
    ]);
    test.sent.length = 0;
    test.clock.advance(24 * HOUR_MS + 1);
    const token = tokenIn((await signUp().then(() => mailsTo(ADDRESS)))[0]!.text);
    expect((await confirm(token)).statusCode).toBe(200);
    await mailsTo(ADDRESS); // the welcome, which carries the way out, is no link anyone can ask for

    // A subscriber's unsubscribe without the link's signature: its link mail is that day's one.
    const answers = [await unsubscribeBare(), await unsubscribeBare(), await unsubscribeBare('nobody@example.be')];
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.json().message}`)).size).toBe(1);
    expect((await mailsTo(ADDRESS)).map((mail) => mail.subject)).toEqual([]);
    test.clock.advance(24 * HOUR_MS + 1);
    await unsubscribeBare();
    await unsubscribeBare();
    expect((await mailsTo(ADDRESS)).map((mail) => mail.subject)).toEqual(['Uitschrijven voor onze nieuwsbrief']);
  });

  it('mails one link for sign-ups of one address sent at once (one transaction at a time per address)', async () => {
    const captchas = await Promise.all(Array.from({ length: 5 }, () => solvedAltcha(test)));
    const answers = await Promise.all(
      captchas.map((captcha) =>
        test.app.inject({
          method: 'POST',
          url: '/api/leads/sign-newsletter?lang=nl',
          payload: { ...sampleSubmission('sign-newsletter', { email: ADDRESS }), ...captcha },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await mailsTo(ADDRESS)).toHaveLength(1);
    expect(await test.db.selectFrom('confirmations').selectAll().execute()).toHaveLength(1);
  });
});
