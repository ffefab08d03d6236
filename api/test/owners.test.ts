import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { SESSION_COOKIE } from '../src/owners/owner-cookie.js';
import { IDLE_TIMEOUT_MS } from '../src/owners/sessions.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(() => test.close());

const [ownerA, ownerB] = DEMO_OWNERS;

async function login(email: string, password: string, lang = 'en') {
  return test.app.inject({ method: 'POST', url: `/api/owner/login?lang=${lang}`, payload: { email, password } });
}

async function loggedIn(owner: { email: string; password: string }) {
  const response = await login(owner.email, owner.password);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE)!;
  return { cookie: `${SESSION_COOKIE}=${cookie.value}`, csrfToken: response.json().csrfToken as string, raw: cookie };
}

async function ownPropertyIds(cookie: string) {
  const response = await test.app.inject({ method: 'GET', url: '/api/owner/properties', headers: { cookie } });
  return (response.json() as Array<{ property: { ID: number } }>).map((entry) => entry.property.ID);
}

describe('owner login', () => {
  it('logs in with a new HttpOnly, SameSite=Lax session cookie and mails a login notification', async () => {
    const { raw } = await loggedIn(ownerA);
    expect(raw).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/owner' });
    await test.app.outbox.flush();
    expect(test.sent.find((mail) => mail.to === ownerA.email)?.text).toContain(`${ownerA.name}`);
  });

  it('gives the same answer for an unknown e-mail and a wrong password (SPEC §8)', async () => {
    const unknown = await login('nobody@example.be', 'whatever-password', 'nl');
    const wrong = await login(ownerA.email, 'not-the-password', 'nl');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toMatch(/Ongeldig e-mailadres of wachtwoord/);
  });

  it('ends a session after 30 idle minutes', async () => {
    const { cookie } = await loggedIn(ownerA);
    expect((await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } })).statusCode).toBe(
      200,
    );
    test.clock.advance(IDLE_TIMEOUT_MS + 1000);
    const expired = await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('sessionExpired');
  });

  it('refuses a state change without the CSRF token of the session, and logs out on the server with it', async () => {
    const { cookie, csrfToken } = await loggedIn(ownerA);
    const forged = await test.app.inject({ method: 'POST', url: '/api/owner/logout', headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('csrfInvalid');
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/owner/logout',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(logout.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('cross-site requests', () => {
  it('refuses a login posted from another site', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: ownerA.email, password: ownerA.password },
    });
    expect(response.statusCode).toBe(403);
    const ownSite = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      headers: { origin: 'http://localhost:8080' },
      payload: { email: ownerA.email, password: ownerA.password },
    });
    expect(ownSite.statusCode).toBe(200);
  });
});

describe('owner data', () => {
  it("shows an owner only their own properties: 403 for another owner's", async () => {
    const a = await loggedIn(ownerA);
    const b = await loggedIn(ownerB);
    const [propertyOfB] = await ownPropertyIds(b.cookie);
    expect(await ownPropertyIds(a.cookie)).not.toContain(propertyOfB);
    for (const path of ['statistics', 'documents']) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/owner/properties/${propertyOfB}/${path}`,
        headers: { cookie: a.cookie },
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await test.app.inject({ method: 'GET', url: '/api/owner/properties' })).statusCode).toBe(401);
  });

  it('gives 30 days of statistics, per day, with page visits today, this week, this month and in total', async () => {
    const { cookie } = await loggedIn(ownerA);
    const [propertyId] = await ownPropertyIds(cookie);
    const response = await test.app.inject({
      method: 'GET',
      url: `/api/owner/properties/${propertyId}/statistics?days=30`,
      headers: { cookie },
    });
    const statistics = response.json();
    expect(statistics.perDay).toHaveLength(30);
    expect(statistics.to).toBe('2026-11-22');
    const { today, week, month, total } = statistics.pageVisits;
    expect(today).toBeGreaterThan(0);
    expect(today).toBeLessThanOrEqual(week);
    expect(week).toBeLessThanOrEqual(month);
    expect(month).toBeLessThan(total);
    expect(statistics.totals.visits + statistics.totals.communications + statistics.totals.onlineMedia).toBe(
      statistics.events.length,
    );
  });

  it('counts a page view in the owner figures, and refuses an unknown property', async () => {
    const { cookie } = await loggedIn(ownerA);
    const [propertyId] = await ownPropertyIds(cookie);
    const before = (
      await test.app.inject({
        method: 'GET',
        url: `/api/owner/properties/${propertyId}/statistics`,
        headers: { cookie },
      })
    ).json();
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/page-views', payload: { propertyId } })).statusCode,
    ).toBe(204);
    const after = (
      await test.app.inject({
        method: 'GET',
        url: `/api/owner/properties/${propertyId}/statistics`,
        headers: { cookie },
      })
    ).json();
    expect(after.pageVisits.today).toBe(before.pageVisits.today + 1);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/page-views', payload: { propertyId: 1 } })).statusCode,
    ).toBe(400);
  });
});

describe('password forgotten', () => {
  it('mails a one-time link that sets a new password and ends every session', async () => {
    const old = await loggedIn(ownerA);
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/owner/password-forgotten',
      payload: { email: ownerA.email },
    });
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/api/owner/password-forgotten',
      payload: { email: 'nobody@example.be' },
    });
    expect(answer.statusCode).toBe(202);
    expect(unknown.json()).toEqual(answer.json());
    await test.app.outbox.flush();
    const mail = test.sent.find((entry) => entry.to === ownerA.email && /reset=/.test(entry.text))!;
    const token = /reset=([\w-]+)/.exec(mail.text)![1]!;
    expect(mail.text).toContain('/nl/login/#reset=');
    expect(mail.text).not.toContain('?reset=');

    const reset = { token, password: 'a-brand-new-passphrase', passwordConfirmation: 'a-brand-new-passphrase' };
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/owner/password-reset', payload: reset })).statusCode,
    ).toBe(200);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/owner/password-reset', payload: reset })).statusCode,
    ).toBe(400);
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie: old.cookie } })).statusCode,
    ).toBe(401);
    expect((await login(ownerA.email, ownerA.password)).statusCode).toBe(401);
    expect((await login(ownerA.email, reset.password)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    await test.app.inject({ method: 'POST', url: '/api/owner/password-forgotten', payload: { email: ownerB.email } });
    await test.app.outbox.flush();
    const token = /reset=([\w-]+)/.exec(
      test.sent.find((entry) => entry.to === ownerB.email && /reset=/.test(entry.text))!.text,
    )![1]!;
    test.clock.advance(31 * 60 * 1000);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/owner/password-reset?lang=de',
      payload: { token, password: 'another-passphrase', passwordConfirmation: 'another-passphrase' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'resetTokenInvalid', lang: 'de' });
  });
});
