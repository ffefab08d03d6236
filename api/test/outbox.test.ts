import { smtpTransport } from '../src/mail/transport.js';
import { retryDelayMs } from '../src/mail/outbox.js';
import { sampleSubmission } from '@immo/shared/data';
import { startSmtpCatcher } from './smtp-catcher.js';
import { createTestApp, solvedAltcha } from './test-app.js';

describe('outbox over SMTP', () => {
  it('keeps the lead and its mails when SMTP fails, and delivers them on a later attempt', async () => {
    const smtp = await startSmtpCatcher();
    const test = await createTestApp({
      seedOwners: false,
      transport: smtpTransport({ host: '127.0.0.1', port: smtp.port, secure: false, timeoutMs: 2000 }),
    });
    try {
      smtp.refuse(true);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/leads/site-contact?lang=fr',
        payload: { ...sampleSubmission('site-contact'), ...(await solvedAltcha(test)) },
      });
      expect(response.statusCode).toBe(201);
      await test.app.outbox.flush();

      const failed = await test.db.selectFrom('outbox').selectAll().execute();
      expect(failed).toHaveLength(2);
      expect(failed.every((mail) => mail.sent_at === null && mail.attempts === 1 && mail.last_error)).toBe(true);
      expect(await test.db.selectFrom('leads').selectAll().execute()).toHaveLength(1);
      expect(smtp.received).toHaveLength(0);

      // Not due yet: nothing is sent before the back-off has passed.
      smtp.refuse(false);
      expect(await test.app.outbox.flush()).toBe(0);
      test.clock.advance(retryDelayMs(1) + 1000);
      expect(await test.app.outbox.flush()).toBe(2);

      expect(smtp.received.map((mail) => mail.subject)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^Contactaanvraag: /),
          'Accusé de réception – Demande de contact',
        ]),
      );
      const visitorMail = smtp.received.find(
        (mail) => mail.to && JSON.stringify(mail.to).includes('an.peeters@example.be'),
      );
      expect(visitorMail?.text).toContain('Merci pour votre message');
      const sent = await test.db.selectFrom('outbox').selectAll().execute();
      expect(sent.every((mail) => mail.sent_at !== null)).toBe(true);
    } finally {
      await test.close();
      await smtp.close();
    }
  });

  it('backs off 30 s, 1 min, 2 min … up to 6 hours', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000]);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });
});
