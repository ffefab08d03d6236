import { delayAfter, LOGIN_THROTTLE } from '../src/owners/login-throttle.js';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(() => test.close());

const [owner] = DEMO_OWNERS;
const GUESSER = '198.51.100.7';
const OWNER_ADDRESS = '203.0.113.20';

function login(email: string, password: string, address: string, lang = 'en') {
  return test.app.inject({
    method: 'POST',
    url: `/api/owner/login?lang=${lang}`,
    payload: { email, password },
    remoteAddress: address,
  });
}

async function failFreely(email: string, address: string) {
  for (let attempt = 0; attempt < LOGIN_THROTTLE.freeFailures; attempt += 1)
    expect((await login(email, `wrong-${attempt}`, address)).statusCode).toBe(401);
}

describe('failed logins slow down one address at one account, and never lock the owner out', () => {
  it('answers 429 with Retry-After to the guessing address, even for the right password, while the owner logs in from elsewhere', async () => {
    await failFreely(owner.email, GUESSER);
    const throttled = await login(owner.email, owner.password, GUESSER);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('60');
    expect(throttled.json()).toMatchObject({ error: 'tooManyRequests', lang: 'en' });
    expect((await login(owner.email, owner.password, OWNER_ADDRESS)).statusCode).toBe(200);
  });

  it('makes the guessing address wait longer after every further failure', async () => {
    await failFreely(owner.email, GUESSER);
    expect((await login(owner.email, 'wrong', GUESSER)).headers['retry-after']).toBe('60');
    test.clock.advance(60_000);
    expect((await login(owner.email, 'wrong-6', GUESSER)).statusCode).toBe(401);
    expect((await login(owner.email, 'wrong', GUESSER)).headers['retry-after']).toBe('120');
    test.clock.advance(120_000);
    expect((await login(owner.email, 'wrong-7', GUESSER)).statusCode).toBe(401);
    expect((await login(owner.email, 'wrong', GUESSER)).headers['retry-after']).toBe('240');
  });

  it('starts afresh for an address once its right password went through', async () => {
    for (let attempt = 0; attempt < LOGIN_THROTTLE.freeFailures - 1; attempt += 1)
      await login(owner.email, 'wrong', OWNER_ADDRESS);
    expect((await login(owner.email, owner.password, OWNER_ADDRESS)).statusCode).toBe(200);
    await failFreely(owner.email, OWNER_ADDRESS);
  });

  it('does not tell an unknown e-mail from an account: same answers when failing and when throttled', async () => {
    // Two addresses, so that neither reaches the limit per address of 10 a minute.
    const unknown = 'nobody@example.be';
    const otherGuesser = '198.51.100.8';
    await failFreely(owner.email, GUESSER);
    await failFreely(unknown, otherGuesser);
    const known = await login(owner.email, 'wrong', GUESSER, 'fr');
    const stranger = await login(unknown, 'wrong', otherGuesser, 'fr');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toEqual(known.json());
    expect(stranger.headers['retry-after']).toBe(known.headers['retry-after']);
  });

  it('keeps the limit of 10 login requests a minute per address, whatever the accounts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push((await login(`someone-${attempt}@example.be`, 'wrong', GUESSER)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
  });

  it('keeps no e-mail address nor IP address in clear', async () => {
    await login(owner.email, 'wrong', GUESSER);
    const rows = await test.db
      .withTables<{ login_failures: { key: string } }>()
      .selectFrom('login_failures')
      .selectAll()
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/peeters|198\.51/);
  });
});

describe('delayAfter', () => {
  it('is nothing for the free failures, then 1 minute doubling up to 15', () => {
    expect([1, 4].map(delayAfter)).toEqual([0, 0]);
    expect([5, 6, 7, 8, 9, 10, 40].map((failures) => delayAfter(failures) / 60_000)).toEqual([1, 2, 4, 8, 15, 15, 15]);
  });
});
