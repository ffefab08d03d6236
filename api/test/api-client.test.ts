import type { AddressInfo } from 'node:net';
import { ApiError, createApiClient } from '@immo/shared';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

let test: TestApp;
let baseUrl: string;
beforeAll(async () => {
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
});
afterAll(() => test.close());

/** Node's fetch keeps no cookies; a browser does. This one keeps the session cookie like a browser. */
function browserLikeFetch(): typeof fetch {
  let cookie = '';
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie) headers.set('cookie', cookie);
    headers.set('origin', 'http://localhost:8080');
    const response = await fetch(input, { ...init, headers });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0]!;
    return response;
  };
}

describe('the typed API client against the real API', () => {
  it('reads the catalogue in the client language', async () => {
    const client = createApiClient({ baseUrl, lang: 'fr' });
    const page = await client.properties({ goal: 'rent', pageSize: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.items[0]!.language).toBe('fr');
    const index = await client.searchIndex();
    expect(index.totals.rent).toBe(17);
  });

  it('throws ApiError with the SPEC §8 text in the visitor language', async () => {
    const client = createApiClient({ baseUrl, lang: 'nl' });
    const error = await client.property(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'propertyNotFound' });
    expect((error as ApiError).message).toContain('bestaat niet of is verkocht');
  });

  it('gives the field errors of a form that did not validate', async () => {
    const client = createApiClient({ baseUrl, lang: 'de' });
    const error = (await client
      .submitLead('site-contact', { firstName: '' })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.code).toBe('invalidForm');
    expect(error.fields.firstName?.key).toBe('validation:required.firstName');
  });

  it('submits a form', async () => {
    const client = createApiClient({ baseUrl, lang: 'en' });
    const captcha = await solvedAltcha(test);
    const answer = await client.submitLead('sign-newsletter', {
      email: 'bert@example.be',
      firstName: 'Bert',
      lastName: 'Claes',
      privacy: true,
      ...captcha,
    });
    expect(answer).toMatchObject({ ok: true, form: 'sign-newsletter', lang: 'en' });
  });

  it('reports a request that got no answer as a network error', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1', lang: 'en' });
    await expect(client.config()).rejects.toMatchObject({ code: 'network', status: 0 });
  });

  it('keeps the owner session and sends its CSRF token on changes', async () => {
    const client = createApiClient({ baseUrl, lang: 'nl', fetch: browserLikeFetch(), credentials: 'include' });
    const owner = DEMO_OWNERS[0];
    await client.owner.login(owner.email, owner.password);
    const [first] = await client.owner.properties();
    const statistics = await client.owner.statistics(first!.property.ID);
    expect(statistics.perDay).toHaveLength(30);
    await client.owner.logout();
    await expect(client.owner.properties()).rejects.toMatchObject({ code: 'sessionExpired' });
  });
});
