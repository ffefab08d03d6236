import { request as httpRequest } from 'node:http';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { SESSION_COOKIE } from '../src/owners/owner-cookie.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
let port: number;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.app.server.address() as { port: number }).port;
});
afterAll(() => test.close());

const [owner] = DEMO_OWNERS;
const EVIL = 'https://evil.example';

/**
 * A login sent over a real socket with the request target as written: `inject` would normalise
 * an absolute-form target (`POST http://host/path`), which Node passes on to the server as is.
 */
function rawLogin(target: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = JSON.stringify({ email: owner.email, password: owner.password });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: target,
        headers: { origin: EVIL, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(text) }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('the Origin check of the owner routes follows the route that matched', () => {
  it.each([
    '/api/%6Fwner/login',
    '/%61pi/owner/log%69n',
    `http://127.0.0.1/api/owner/login`,
    'http://evil.example/api/%6Fwner/login',
  ])('refuses %s posted from another site with the usual error body', async (target) => {
    const response = await rawLogin(target);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: 'csrfInvalid', title: expect.any(String), lang: 'en' });
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('leaves routes outside the owner scope alone (page views keep their own rules)', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { origin: 'http://localhost:8080' },
      payload: { propertyId: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalidRequest');
  });
});

describe('every owner answer is no-store', () => {
  async function loggedIn() {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: '192.0.2.10',
    });
    const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE)!;
    return { cookie: `${SESSION_COOKIE}=${cookie.value}`, csrfToken: response.json().csrfToken as string, response };
  }

  it('on login, session, properties, statistics, documents, logout and the password routes, refusals too', async () => {
    const session = await loggedIn();
    const { cookie, csrfToken } = session;
    const [first] = (
      await test.app.inject({ method: 'GET', url: '/api/owner/properties', headers: { cookie } })
    ).json() as Array<{ property: { ID: number } }>;
    const answers = {
      login: session.response,
      wrongLogin: await test.app.inject({
        method: 'POST',
        url: '/api/owner/login',
        payload: { email: owner.email, password: 'not-the-password' },
        remoteAddress: '192.0.2.11',
      }),
      invalidLogin: await test.app.inject({ method: 'POST', url: '/api/owner/login', payload: {} }),
      foreignOrigin: await test.app.inject({
        method: 'POST',
        url: '/api/owner/login',
        headers: { origin: EVIL },
        payload: { email: owner.email, password: owner.password },
      }),
      session: await test.app.inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } }),
      noSession: await test.app.inject({ method: 'GET', url: '/api/owner/session' }),
      endedSession: await test.app.inject({
        method: 'GET',
        url: '/api/owner/session',
        headers: { cookie: `${cookie.split('=')[0]}=no-such-session` },
      }),
      properties: await test.app.inject({ method: 'GET', url: '/api/owner/properties', headers: { cookie } }),
      statistics: await test.app.inject({
        method: 'GET',
        url: `/api/owner/properties/${first!.property.ID}/statistics`,
        headers: { cookie },
      }),
      documents: await test.app.inject({
        method: 'GET',
        url: `/api/owner/properties/${first!.property.ID}/documents`,
        headers: { cookie },
      }),
      forgotten: await test.app.inject({
        method: 'POST',
        url: '/api/owner/password-forgotten',
        payload: { email: 'nobody@example.be' },
      }),
      reset: await test.app.inject({
        method: 'POST',
        url: '/api/owner/password-reset',
        payload: {
          token: 'no-such-token',
          password: 'a-brand-new-passphrase',
          passwordConfirmation: 'a-brand-new-passphrase',
        },
      }),
      logout: await test.app.inject({
        method: 'POST',
        url: '/api/owner/logout',
        headers: { cookie, 'x-csrf-token': csrfToken },
      }),
    };
    const cacheControl = Object.fromEntries(
      Object.entries(answers).map(([name, answer]) => [
        name,
        `${answer.statusCode} ${answer.headers['cache-control']}`,
      ]),
    );
    expect(cacheControl).toEqual({
      login: '200 no-store',
      wrongLogin: '401 no-store',
      invalidLogin: '400 no-store',
      foreignOrigin: '403 no-store',
      session: '200 no-store',
      noSession: '200 no-store',
      endedSession: '401 no-store',
      properties: '200 no-store',
      statistics: '200 no-store',
      documents: '200 no-store',
      forgotten: '202 no-store',
      reset: '400 no-store',
      logout: '200 no-store',
    });
  });
});
