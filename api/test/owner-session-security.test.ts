import crypto from 'node:crypto';
import { Housekeeping } from '../src/owners/housekeeping.js';
import { SESSION_COOKIE } from '../src/owners/owner-cookie.js';
import { withOwnerTables } from '../src/owners/owner-tables.js';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { ABSOLUTE_TIMEOUT_MS, sameToken } from '../src/owners/sessions.js';
import { logIn, requestResetToken } from './owner-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const [owner] = DEMO_OWNERS;

describe('the session cookie', () => {
  let test: TestApp;
  afterEach(() => test.close());

  it('is __Host-immo_owner_session over https: Secure, Path=/, no Domain, HttpOnly, SameSite=Lax', async () => {
    test = await createTestApp({ env: { SITE_ORIGIN: 'https://www.immolys.be' } });
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: owner.email, password: owner.password },
    });
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-immo_owner_session=/);
    expect(setCookie).toMatch(/; Path=\/(;|$)/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Domain=/i);

    const cookie = setCookie.split(';')[0]!;
    const session = await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    // The plain name is not read over https: no session.
    const plain = cookie.replace('__Host-', '');
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie: plain } })).json(),
    ).toEqual({ owner: null });
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/owner/logout',
      headers: { cookie, 'x-csrf-token': login.json().csrfToken, origin: 'https://www.immolys.be' },
    });
    // A browser replaces a __Host- cookie only with one that is Secure and has Path=/.
    expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-immo_owner_session=;.*Path=\/;.*Secure/);
  });

  it('keeps its plain name, scoped to /api/owner, over http (local use)', async () => {
    test = await createTestApp();
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.cookies.find((entry) => entry.name === SESSION_COOKIE)).toMatchObject({
      path: '/api/owner',
      httpOnly: true,
    });
    expect(String(login.headers['set-cookie'])).not.toMatch(/__Host-|Secure/);
  });
});

describe('the CSRF token compare', () => {
  it('accepts the same token only', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
    expect(sameToken(token, token)).toBe(true);
    expect(sameToken(`${token.slice(0, -1)}6`, token)).toBe(false);
    expect(sameToken(token.slice(1), token)).toBe(false);
    expect(sameToken(undefined, token)).toBe(false);
    expect(sameToken([token], token)).toBe(false);
    expect(sameToken('', token)).toBe(false);
  });

  it('compares in constant time (crypto.timingSafeEqual)', () => {
    const spy = jest.spyOn(crypto, 'timingSafeEqual');
    sameToken('x'.repeat(32), 'y'.repeat(32));
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('the scheduled purge', () => {
  let test: TestApp;
  afterEach(() => test.close());

  const count = async (table: 'sessions' | 'password_resets') =>
    (
      await test.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;
  const ownRows = async (table: 'login_failures' | 'reset_link_issues' | 'page_view_visitors') =>
    (await withOwnerTables(test.db).selectFrom(table).selectAll().execute()).length;
  const failures = () => ownRows('login_failures');

  async function until(check: () => Promise<boolean>) {
    for (let tries = 0; tries < 100 && !(await check()); tries += 1) await new Promise((done) => setTimeout(done, 20));
  }

  it('deletes expired sessions, spent and expired reset links, old throttle and quota rows and past visitors, by the app clock', async () => {
    test = await createTestApp({ env: { OWNER_PURGE_INTERVAL_MS: '25' } });
    await logIn(test, owner);
    await requestResetToken(test, owner.email);
    await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: 'nobody@example.be', password: 'wrong-password' },
    });
    const [property] = await test.db.selectFrom('owner_properties').select('property_id').execute();
    await test.app.inject({ method: 'POST', url: '/api/page-views', payload: { propertyId: property!.property_id } });
    const counts = async () => [
      await count('sessions'),
      await count('password_resets'),
      await ownRows('reset_link_issues'),
      await failures(),
      await ownRows('page_view_visitors'),
    ];
    // A session that ended long ago: once it is gone, a purge has run at this time, and kept the rest.
    const { id: ownerId } = await test.db.selectFrom('owners').select('id').executeTakeFirstOrThrow();
    const longAgo = '2000-01-01T00:00:00.000Z';
    await test.db
      .insertInto('sessions')
      .values({
        id_hash: 'ended-long-ago',
        owner_id: ownerId,
        csrf_token: 'x',
        created_at: longAgo,
        last_seen_at: longAgo,
      })
      .execute();
    await until(async () => (await count('sessions')) === 1);
    expect(await counts()).toEqual([1, 1, 1, 1, 1]);

    // 22:00 the same day: the session, the link and its count are over; the day is not.
    test.clock.advance(ABSOLUTE_TIMEOUT_MS);
    await until(async () => (await count('sessions')) === 0);
    expect(await counts()).toEqual([0, 0, 0, 1, 1]);

    test.clock.advance(12 * 60 * 60_000 + 1000);
    await until(async () => (await failures()) === 0);
    expect(await counts()).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('Housekeeping', () => {
  afterEach(() => jest.useRealTimers());

  it('purges every interval from start, and no more after stop', async () => {
    jest.useFakeTimers();
    const purge = jest.fn(async () => ({ sessions: 0 }));
    const log = { info: jest.fn(), warn: jest.fn() } as never;
    const housekeeping = new Housekeeping(purge, log);
    housekeeping.start(1000);
    await jest.advanceTimersByTimeAsync(3000);
    expect(purge).toHaveBeenCalledTimes(3);
    await housekeeping.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(purge).toHaveBeenCalledTimes(3);
  });

  it('logs a failed purge and goes on', async () => {
    jest.useFakeTimers();
    const purge = jest.fn().mockRejectedValueOnce(new Error('database busy')).mockResolvedValue({ sessions: 2 });
    const log = { info: jest.fn(), warn: jest.fn() };
    const housekeeping = new Housekeeping(purge, log as never);
    housekeeping.start(1000);
    await jest.advanceTimersByTimeAsync(2000);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ removed: { sessions: 2 } }, 'owner records purged');
    await housekeeping.stop();
  });
});
