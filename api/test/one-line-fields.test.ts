import { sampleSubmission } from '@immo/shared/data';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(() => test.close());

describe('one-line fields (a line break would forge lines in the agency mail)', () => {
  it.each([
    ['firstName', 'Ann\nBcc: everyone@example.org'],
    ['lastName', 'Peeters\r\nemail: someone-else@example.org'],
    ['city', 'Gent\u2028Bcc: x@example.org'],
  ])(
    'refuses %s with a control character, names the field in the visitor language, stores and mails nothing',
    async (field, value) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/leads/site-contact?lang=nl',
        payload: { ...sampleSubmission('site-contact'), ...(await solvedAltcha(test)), [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toEqual({
        key: 'validation:invalid.oneLine',
        message: 'Gebruik één regel, zonder regeleinden of stuurtekens.',
      });
      expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(0);
      expect(await test.db.selectFrom('outbox').selectAll().execute()).toHaveLength(0);
    },
  );

  it('keeps the line breaks of a message', async () => {
    const remark = 'Dag,\nIs het huis nog te koop?\nAn';
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/leads/site-contact?lang=nl',
      payload: { ...sampleSubmission('site-contact'), ...(await solvedAltcha(test)), remark },
    });
    expect(response.statusCode).toBe(201);
    const lead = await test.db.selectFrom('leads').select('payload').executeTakeFirstOrThrow();
    expect(JSON.parse(lead.payload).remark).toBe(remark);
  });
});
