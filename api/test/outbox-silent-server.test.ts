import { messageIdOf, OutboxWorker, retryDelayMs } from '../src/mail/outbox.js';
import {
  captureLog,
  countingTransport,
  FROM,
  queueTestMails,
  smtpOutbox,
  SMTP_TEST_TIMEOUT_MS,
} from './outbox-fixtures.js';

// Short, so the test waits little on the silent server (production's default is 5 s), yet far above
// the 100 ms the catcher (smtp-server) waits before its greeting to catch clients that talk too early:
// with 400 ms a greeting on a loaded 2-core machine (the whole suite on both databases) came too late.
const TIMEOUT_MS = 1000;
const CONCURRENCY = 10;
const MAILS = 50;

describe('outbox against an SMTP server that accepts connections and never answers', () => {
  it(
    'gives up on each mail after the greeting timeout, a few at once, then delivers all once the server answers',
    async () => {
      const { smtp, db, clock, transport, close } = await smtpOutbox(TIMEOUT_MS);
      const counted = countingTransport(transport);
      const worker = new OutboxWorker(db, counted.transport, FROM, captureLog().log, {
        now: clock.now,
        concurrency: CONCURRENCY,
      });
      try {
        await queueTestMails(db, MAILS, clock.now());
        smtp.silence(true);
        expect(await worker.flush()).toBe(0);

        const failed = await db.selectFrom('outbox').selectAll().execute();
        expect(failed.every((mail) => mail.sent_at === null && mail.attempts === 1)).toBe(true);
        expect(new Set(failed.map((mail) => mail.last_error))).toEqual(new Set(['Greeting never received']));
        expect(counted.peak()).toBe(CONCURRENCY);

        smtp.silence(false);
        clock.advance(retryDelayMs(1));
        expect(await worker.flush()).toBe(MAILS);

        const sent = await db.selectFrom('outbox').selectAll().execute();
        expect(sent.every((mail) => mail.sent_at !== null)).toBe(true);
        // Each mail once, under the Message-ID its outbox row gives it on every attempt.
        expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
          sent.map((mail) => messageIdOf(mail, FROM)).sort(),
        );
      } finally {
        await worker.stop();
        await close();
      }
    },
    SMTP_TEST_TIMEOUT_MS,
  );

  it(
    'stops between mails when the server shuts down: only those on their way are waited for',
    async () => {
      const { smtp, db, clock, transport, close } = await smtpOutbox(TIMEOUT_MS);
      let firstSend: () => void = () => {};
      const sending = new Promise<void>((resolve) => (firstSend = resolve));
      const watched = async (mail: Parameters<typeof transport>[0]) => {
        firstSend();
        await transport(mail);
      };
      const worker = new OutboxWorker(db, watched, FROM, captureLog().log, { now: clock.now, concurrency: 2 });
      try {
        await queueTestMails(db, 20, clock.now());
        smtp.silence(true);
        void worker.flush();
        await sending;
        await worker.stop();
        const attempts = (await db.selectFrom('outbox').select('attempts').execute()).map((mail) => mail.attempts);
        expect(attempts.filter((n) => n === 1)).toHaveLength(2);
        expect(attempts.filter((n) => n === 0)).toHaveLength(18);
      } finally {
        await close();
      }
    },
    SMTP_TEST_TIMEOUT_MS,
  );
});
