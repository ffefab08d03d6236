import { sampleSubmission } from '@immo/shared/data';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ALTCHA_ALGORITHM, AltchaChallenges } from '../src/leads/altcha.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

let test: TestApp;
afterEach(() => test.close());

async function submit(body: Record<string, unknown>, lang = 'en') {
  return test.app.inject({
    method: 'POST',
    url: `/api/leads/site-contact?lang=${lang}`,
    payload: { ...sampleSubmission('site-contact'), ...body },
  });
}

function expectCaptchaRefused(response: Awaited<ReturnType<typeof submit>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    error: 'captchaInvalid',
    fields: { altcha: { key: 'validation:invalid.captcha' } },
  });
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('the image captcha is retired (a lookup table read its characters)', () => {
  beforeEach(async () => {
    test = await createTestApp({ seedOwners: false });
  });

  it('no longer hands out images', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/captcha' })).statusCode).toBe(404);
  });

  it('refuses a form that carries an image answer instead of a proof of work', async () => {
    const response = await submit({ captchaToken: 'a-token-of-old', captchaAnswer: 'K7P2Q' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidForm',
      fields: { altcha: { key: 'validation:required.captcha' } },
    });
    expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
  });
});

describe('ALTCHA, the captcha of every form (WCAG 1.1.1)', () => {
  beforeEach(async () => {
    // The real work: these tests change and forge challenges.
    test = await createTestApp({ seedOwners: false, env: { ALTCHA_TEST_EASY: '' } });
  });

  it('GET /api/altcha gives a signed challenge for 10 minutes, never cached, asking the real work', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/altcha' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json() as Challenge;
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: ALTCHA_ALGORITHM,
      cost: 500,
      keyLength: 32,
      keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
      salt: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    const lifetime = challenge.parameters.expiresAt! - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(590);
    expect(lifetime).toBeLessThanOrEqual(600);
  });

  it('takes a solved payload, stores the lead without it, and only once', async () => {
    const solved = await solvedAltcha(test);
    const response = await submit(solved);
    expect(response.statusCode).toBe(201);
    const lead = await test.db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(lead.payload)).not.toHaveProperty('altcha');
    // Replayed: refused.
    expectCaptchaRefused(await submit(solved, 'nl'));
  });

  it('refuses a wrong solution, a payload signed elsewhere and garbage with the captcha field error', async () => {
    const challenge = (await test.app.inject({ method: 'GET', url: '/api/altcha' })).json() as Challenge;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    expectCaptchaRefused(
      await submit({ altcha: encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }) }),
    );
    const easier = { ...challenge, parameters: { ...challenge.parameters, cost: 1 } };
    expectCaptchaRefused(await submit({ altcha: encode({ challenge: easier, solution }) }));
    const foreign = new AltchaChallenges(test.db, 'another secret');
    const theirs = await foreign.create();
    expectCaptchaRefused(
      await submit({
        altcha: encode({ challenge: theirs, solution: await solveChallenge({ challenge: theirs, deriveKey }) }),
      }),
    );
    for (const altcha of ['not base64 at all', encode({ challenge: 1 }), encode([]), encode('text')]) {
      expectCaptchaRefused(await submit({ altcha }));
    }
    // The right one still works after all that.
    expect((await submit({ altcha: encode({ challenge, solution }) })).statusCode).toBe(201);
  });

  it('asks for the check when a lead has none, in the visitor language', async () => {
    const response = await submit({}, 'fr');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidForm',
      fields: { altcha: { key: 'validation:required.captcha', message: expect.stringMatching(/robot/) } },
    });
  });

  it('names a missing captcha together with every other missing field', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/leads/site-contact', payload: {} });
    expect(Object.keys(response.json().fields)).toEqual(expect.arrayContaining(['firstName', 'altcha']));
  });

  it('refuses an expired challenge', async () => {
    let now = new Date();
    const challenges = new AltchaChallenges(test.db, 'secret', () => now);
    const challenge = await challenges.create();
    const solution = await solveChallenge({ challenge, deriveKey });
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1000);
    expect(await challenges.verify(encode({ challenge, solution }))).toBe(false);
  });

  it('forgets spent challenges once they have expired', async () => {
    let now = new Date();
    const challenges = new AltchaChallenges(test.db, 'secret', () => now);
    const challenge = await challenges.create();
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(await challenges.verify(encode({ challenge, solution }))).toBe(true);
    const spent = () => test.db.selectFrom('captchas').selectAll().where('token', 'like', 'altcha:%').execute();
    expect(await spent()).toHaveLength(1);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    await challenges.create();
    expect(await spent()).toHaveLength(0);
  });
});
