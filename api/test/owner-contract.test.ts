// The owner routes' contract (issue 26): what /api/docs says each takes and answers, the answers as
// the shared schemas give them, and refused input named field by field.
import path from 'node:path';
import {
  LoggedOutSchema,
  OwnerDocumentsSchema,
  OwnerPropertiesSchema,
  OwnerSessionAnswerSchema,
  OwnerSessionSchema,
  PasswordForgottenAnswerSchema,
  PasswordResetAnswerSchema,
  PropertyStatisticsSchema,
} from '@immo/shared';
import type { z } from 'zod';
import { openApiDocument } from '../src/openapi/openapi-document.js';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { logIn, requestResetToken, resetPassword } from './owner-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

type Parameter = { in: string; name: string; required?: boolean };
type Answer = { content?: { 'application/json'?: { schema?: { properties?: { error?: { enum?: string[] } } } } } };
type Operation = { parameters?: Parameter[]; requestBody?: unknown; responses: Record<string, Answer> };

const [owner] = DEMO_OWNERS;

describe('the owner routes in the OpenAPI document', () => {
  let paths: Record<string, Record<string, Operation>>;
  beforeAll(async () => {
    const document = await openApiDocument(path.resolve(__dirname, '..'));
    paths = document.paths as typeof paths;
  }, 60_000);

  /** Each error status of an operation with the codes it may carry. */
  function errorCodes(method: string, route: string): Record<string, string[]> {
    const responses = Object.entries(paths[route]![method]!.responses);
    return Object.fromEntries(
      responses
        .filter(([status]) => Number(status) >= 400)
        .map(([status, answer]) => [
          status,
          [...(answer.content?.['application/json']?.schema?.properties?.error?.enum ?? [])].sort(),
        ]),
    );
  }

  const parameters = (method: string, route: string) =>
    (paths[route]![method]!.parameters ?? []).map((parameter) => `${parameter.in} ${parameter.name}`).sort();

  it('declare every error code each route answers, at its status', () => {
    const common = { 500: ['apiError'] };
    const form = { ...common, 400: ['invalidForm', 'invalidRequest'], 413: ['payloadTooLarge'] };
    expect({
      login: errorCodes('post', '/api/owner/login'),
      logout: errorCodes('post', '/api/owner/logout'),
      session: errorCodes('get', '/api/owner/session'),
      forgotten: errorCodes('post', '/api/owner/password-forgotten'),
      reset: errorCodes('post', '/api/owner/password-reset'),
      properties: errorCodes('get', '/api/owner/properties'),
      statistics: errorCodes('get', '/api/owner/properties/{id}/statistics'),
      documents: errorCodes('get', '/api/owner/properties/{id}/documents'),
      pageViews: errorCodes('post', '/api/page-views'),
    }).toEqual({
      login: { ...form, 401: ['loginFailed'], 403: ['csrfInvalid'], 429: ['tooManyRequests'] },
      logout: { ...common, 400: ['invalidRequest'], 401: ['sessionExpired'], 403: ['csrfInvalid'] },
      session: { ...common, 400: ['invalidRequest'], 401: ['sessionExpired'] },
      forgotten: { ...form, 403: ['csrfInvalid'], 429: ['tooManyRequests'] },
      reset: {
        ...form,
        400: ['invalidForm', 'invalidRequest', 'resetTokenInvalid'],
        403: ['csrfInvalid'],
        429: ['tooManyRequests'],
      },
      properties: { ...common, 400: ['invalidRequest'], 401: ['sessionExpired'] },
      statistics: { ...common, 400: ['invalidRequest'], 401: ['sessionExpired'], 403: ['forbidden'] },
      documents: { ...common, 400: ['invalidRequest'], 401: ['sessionExpired'], 403: ['forbidden'] },
      pageViews: { ...form, 429: ['tooManyRequests'] },
    });
  });

  it("declare the property's id, the days, the language and the CSRF header where a route reads them", () => {
    expect(parameters('get', '/api/owner/properties/{id}/statistics')).toEqual(['path id', 'query days', 'query lang']);
    expect(parameters('get', '/api/owner/properties/{id}/documents')).toEqual(['path id', 'query lang']);
    expect(parameters('post', '/api/owner/logout')).toEqual(['header x-csrf-token', 'query lang']);
    for (const route of ['/api/owner/login', '/api/owner/password-forgotten', '/api/owner/password-reset'])
      expect(paths[route]!.post!.requestBody).toBeDefined();
    expect(paths['/api/page-views']!.post!.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: { properties: { propertyId: { anyOf: [{ type: 'integer' }, { type: 'string' }] } } },
        },
      },
    });
  });
});

describe('the owner answers', () => {
  let test: TestApp;
  beforeEach(async () => {
    test = await createTestApp();
  });
  afterEach(() => test.close());

  /** The answer's body, which must be exactly what the shared schema describes (nothing left out, nothing more). */
  function asDescribed(schema: z.ZodType, answer: { statusCode: number; json: () => unknown }, status = 200) {
    expect(answer.statusCode).toBe(status);
    const body = answer.json();
    expect(schema.parse(body)).toEqual(body);
  }

  it('are the shapes of @immo/shared, from login to logout', async () => {
    const credentials = { email: owner.email, password: owner.password };
    const login = await test.app.inject({ method: 'POST', url: '/api/owner/login', payload: credentials });
    asDescribed(OwnerSessionSchema, login);
    const { cookie, csrfToken } = await logIn(test, owner);
    const get = (url: string, headers: Record<string, string> = { cookie }) =>
      test.app.inject({ method: 'GET', url, headers });
    asDescribed(OwnerSessionAnswerSchema, await get('/api/owner/session'));
    asDescribed(OwnerSessionAnswerSchema, await get('/api/owner/session', {}));
    const properties = await get('/api/owner/properties?lang=fr');
    asDescribed(OwnerPropertiesSchema, properties);
    const [first] = OwnerPropertiesSchema.parse(properties.json());
    asDescribed(PropertyStatisticsSchema, await get(`/api/owner/properties/${first!.property.ID}/statistics?days=7`));
    asDescribed(OwnerDocumentsSchema, await get(`/api/owner/properties/${first!.property.ID}/documents`));
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/owner/logout',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    asDescribed(LoggedOutSchema, logout);
  });

  it('of the password routes are the shapes of @immo/shared', async () => {
    const forgotten = await test.app.inject({
      method: 'POST',
      url: '/api/owner/password-forgotten',
      payload: { email: 'nobody@example.be' },
    });
    asDescribed(PasswordForgottenAnswerSchema, forgotten, 202);
    const token = await requestResetToken(test, owner.email);
    asDescribed(PasswordResetAnswerSchema, await resetPassword(test, token, 'Kasteel-Gent-Lente-9'));
  });
});

describe('refused input', () => {
  let test: TestApp;
  let session: { cookie: string; csrfToken: string };
  let propertyId: number;
  beforeAll(async () => {
    test = await createTestApp();
    session = await logIn(test, owner);
    const row = await test.db.selectFrom('owner_properties').select('property_id').executeTakeFirstOrThrow();
    propertyId = row.property_id;
  });
  afterAll(() => test.close());

  const refusal = (answer: { statusCode: number; json: () => { error: string; fields?: object } }) => ({
    status: answer.statusCode,
    error: answer.json().error,
    fields: answer.json().fields,
  });

  it('names the field of a query or an address that did not validate', async () => {
    const { cookie } = session;
    const days = await test.app.inject({
      method: 'GET',
      url: `/api/owner/properties/${propertyId}/statistics?days=0`,
      headers: { cookie },
    });
    expect(refusal(days)).toEqual({
      status: 400,
      error: 'invalidRequest',
      fields: { days: expect.objectContaining({ key: 'validation:invalid.value' }) },
    });
    const id = await test.app.inject({
      method: 'GET',
      url: '/api/owner/properties/abc/documents',
      headers: { cookie },
    });
    expect(refusal(id)).toEqual({
      status: 400,
      error: 'invalidRequest',
      fields: { id: expect.objectContaining({ key: 'validation:required.property' }) },
    });
  });

  it("names a page view's property when it is no property id", async () => {
    const answer = await test.app.inject({ method: 'POST', url: '/api/page-views', payload: { propertyId: 'abc' } });
    expect(refusal(answer)).toEqual({
      status: 400,
      error: 'invalidForm',
      fields: { propertyId: expect.objectContaining({ key: 'validation:required.property' }) },
    });
  });

  it('answers a language the site does not have as a request that did not validate, on a POST too', async () => {
    const { cookie, csrfToken } = session;
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/owner/logout?lang=es',
      headers: { cookie, 'x-csrf-token': csrfToken },
    });
    expect(refusal(logout)).toEqual({
      status: 400,
      error: 'invalidRequest',
      fields: { lang: expect.objectContaining({ key: 'validation:invalid.value' }) },
    });
  });

  it('refuses a body that is no JSON on a route that takes none as a request, not a failure', async () => {
    const { cookie, csrfToken } = session;
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/owner/logout',
      headers: { cookie, 'x-csrf-token': csrfToken, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(refusal(logout)).toMatchObject({ status: 400, error: 'invalidRequest' });
  });

  it('answers HEAD as GET on an owner route: a read needs no CSRF token', async () => {
    const { cookie } = session;
    for (const tail of ['statistics', 'documents']) {
      const head = await test.app.inject({
        method: 'HEAD',
        url: `/api/owner/properties/${propertyId}/${tail}`,
        headers: { cookie },
      });
      expect(head.statusCode).toBe(200);
    }
  });

  it('tells a request without a session only that, whatever its input', async () => {
    const answers = await Promise.all([
      test.app.inject({ method: 'GET', url: '/api/owner/properties/abc/statistics?days=0' }),
      test.app.inject({ method: 'GET', url: '/api/owner/properties?lang=es' }),
      test.app.inject({ method: 'POST', url: '/api/owner/logout?lang=es' }),
    ]);
    expect(answers.map((answer) => `${answer.statusCode} ${answer.json().error}`)).toEqual(
      Array(3).fill('401 sessionExpired'),
    );
  });
});
