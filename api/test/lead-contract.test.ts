// The contract of the lead and confirmation routes (issue 26): what /api/docs says they take and
// answer, and the input they now refuse by their declared schemas.
import { LEAD_FORM_NAMES } from '@immo/shared';
import { SAMPLE_PROPERTY_ID } from '@immo/shared/data';
import { createTestApp, type TestApp } from './test-app.js';

type Schema = { $ref?: string; anyOf?: Schema[]; enum?: unknown[]; properties?: Record<string, Schema> };
type Operation = {
  summary?: string;
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

let test: TestApp;
let document: Document;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false });
  document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
});
afterAll(() => test.close());

/** The error codes an operation documents, by status. */
function errorCodes(operation: Operation): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(operation.responses)
      .filter(([status]) => /^[45]/.test(status))
      .map(([status, answer]) => [status, answer.content?.['application/json']?.schema.properties?.error?.enum ?? []]),
  );
}

const bodyOf = (operation: Operation) => operation.requestBody?.content['application/json']?.schema;

describe('the document of the lead routes', () => {
  it('names every form of POST /api/leads/{form}, with its fields, and every code it may answer', () => {
    const operation = document.paths['/api/leads/{form}']!.post!;
    const others = LEAD_FORM_NAMES.filter((form) => form !== 'send-to-friend');
    expect(operation.parameters?.find((parameter) => parameter.name === 'form')?.schema.enum).toEqual(others);
    expect(bodyOf(operation)?.anyOf?.map((schema) => schema.$ref)).toEqual(
      expect.arrayContaining([
        '#/components/schemas/SiteContactFormInput',
        '#/components/schemas/ContactAppointmentFormInput',
        '#/components/schemas/UnsubscribeNewsletterFormInput',
      ]),
    );
    expect(bodyOf(operation)?.anyOf).toHaveLength(others.length);
    expect(operation.responses['201']?.description).toMatch(/^Sent/);
    expect(errorCodes(operation)).toMatchObject({
      '400': expect.arrayContaining(['invalidForm', 'captchaInvalid']),
      '404': ['pageNotFound'],
      '409': ['propertySold', 'propertyRented', 'appointmentsFull'],
      '413': ['payloadTooLarge'],
      '429': ['tooManyRequests', 'tooManyAppointments'],
      '500': ['apiError'],
      '503': ['mailNotSent'],
    });
  });

  it('documents send-to-friend on its own, with its own fields and refusals', () => {
    const operation = document.paths['/api/leads/send-to-friend']!.post!;
    expect(bodyOf(operation)?.$ref).toBe('#/components/schemas/SendToFriendFormInput');
    expect(errorCodes(operation)).toMatchObject({ '429': ['tooManyRequests'], '503': ['mailNotSent'] });
    expect(errorCodes(operation)).not.toHaveProperty('409');
  });

  it('documents the captcha, the slots and the confirmations', () => {
    expect(document.paths['/api/altcha']!.get!.responses['200']?.content).toBeDefined();
    const slots = document.paths['/api/properties/{id}/appointment-slots']!.get!;
    expect(slots.parameters?.find((parameter) => parameter.name === 'id')?.schema).toMatchObject({
      anyOf: [{ type: 'integer' }, { type: 'string' }],
    });
    const confirm = document.paths['/api/confirmations']!.post!;
    expect(bodyOf(confirm)?.properties).toHaveProperty('token');
    expect(errorCodes(confirm)).toMatchObject({ '410': ['confirmationInvalid'] });
  });
});

describe('input refused by the declared schemas', () => {
  it("refuses an appointment-slots address that names no property id, as the catalogue's addresses do", async () => {
    for (const id of ['abc', '1.5', '0', '99999999999999999999']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/properties/${id}/appointment-slots?lang=fr` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalidRequest', lang: 'fr' });
    }
    const slots = await test.app.inject({
      method: 'GET',
      url: `/api/properties/${SAMPLE_PROPERTY_ID}/appointment-slots`,
    });
    expect(slots.statusCode).toBe(200);
    expect(slots.json()[0]).toEqual({
      id: expect.any(Number),
      startsAt: expect.any(String),
      available: expect.any(Number),
    });
  });

  it('refuses a confirmation without a token as a form that did not validate, a wrong token as a spent link', async () => {
    const missing = await test.app.inject({ method: 'POST', url: '/api/confirmations?lang=en', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'invalidForm', fields: { token: {} } });
    // However long a mangled token is, it is a link that no longer works: the confirm page forgets it.
    for (const token of ['x', 'x'.repeat(600)]) {
      const wrong = await test.app.inject({ method: 'POST', url: '/api/confirmations?lang=en', payload: { token } });
      expect(wrong.statusCode).toBe(410);
      expect(wrong.json()).toMatchObject({ error: 'confirmationInvalid' });
    }
  });
});
