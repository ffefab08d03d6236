import { sql, type Kysely } from 'kysely';
import * as deadLetterMigration from '../src/db/migrations/003-outbox-dead-letter.js';
import { outboxHealth, retryDeadLetters } from '../src/mail/dead-letters.js';
import { MAX_ATTEMPTS, OutboxWorker, retryDelayMs } from '../src/mail/outbox.js';
import {
  captureLog,
  FROM,
  LEVEL,
  openTempDatabase,
  queueTestMails,
  smtpOutbox,
  SMTP_TEST_TIMEOUT_MS,
} from './outbox-fixtures.js';
import { createTestApp, testClock } from './test-app.js';

const MAILS = 3;

describe('dead letters: mails the outbox gave up on', () => {
  it(
    'become dead letters after the last attempt, logged once at error level, and are sent again on request',
    async () => {
      const { smtp, db, clock, transport, close } = await smtpOutbox(2000);
      const { log, lines } = captureLog();
      const worker = new OutboxWorker(db, transport, FROM, log, { now: clock.now });
      try {
        await queueTestMails(db, MAILS, clock.now());
        smtp.refuse(true);
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          expect(await worker.flush()).toBe(0);
          clock.advance(retryDelayMs(attempt));
        }
        expect(await outboxHealth(db)).toEqual({ pending: 0, deadLetters: MAILS });
        const given = lines.filter((line) => line.level === LEVEL.error);
        expect(given.map((line) => line.mailId).sort()).toEqual([1, 2, 3]);
        expect(given[0]?.msg).toMatch(/dead letter.*npm run outbox:retry -w @immo\/api/);
        expect(lines.filter((line) => line.level === LEVEL.warn)).toHaveLength(MAILS * (MAX_ATTEMPTS - 1));

        // The server is back, but nobody asked: a dead letter is not tried again by itself, nor logged again.
        smtp.refuse(false);
        clock.advance(24 * 60 * 60 * 1000);
        expect(await worker.flush()).toBe(0);
        expect(smtp.received).toHaveLength(0);
        expect(lines.filter((line) => line.level === LEVEL.error)).toHaveLength(MAILS);

        const retried = await retryDeadLetters(db, clock.now());
        expect(retried.map((mail) => [mail.id, mail.attempts, mail.lastError])).toEqual(
          [1, 2, 3].map((id) => [id, MAX_ATTEMPTS, expect.stringContaining('mailbox unavailable')]),
        );
        expect(await outboxHealth(db)).toEqual({ pending: MAILS, deadLetters: 0 });
        expect(await worker.flush()).toBe(MAILS);
        expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(['Mail 0', 'Mail 1', 'Mail 2']);
        expect(await outboxHealth(db)).toEqual({ pending: 0, deadLetters: 0 });
        expect(await retryDeadLetters(db, clock.now())).toEqual([]);
      } finally {
        await worker.stop();
        await close();
      }
    },
    SMTP_TEST_TIMEOUT_MS,
  );

  it('GET /api/health stays ok (liveness) and reports pending mails and dead letters', async () => {
    const test = await createTestApp({ seedOwners: false });
    try {
      await queueTestMails(test.db, 3, test.clock.now());
      await test.db
        .updateTable('outbox')
        .set({ dead_at: test.clock.now().toISOString() })
        .where('id', '=', 2)
        .execute();
      const response = await test.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true, outbox: { pending: 2, deadLetters: 1 }, lastImport: null });
    } finally {
      await test.close();
    }
  });

  it('counts the mails an earlier version stopped trying after 10 attempts as dead letters', async () => {
    const { db, close } = await openTempDatabase();
    const clock = testClock();
    try {
      const untyped = db as unknown as Kysely<unknown>;
      await deadLetterMigration.down(untyped);
      await queueTestMails(db, 3, clock.now());
      // 1 sent on its last attempt, 2 given up (then left waiting unseen), 3 still being tried.
      await sql`update outbox set attempts = 10 where id in (1, 2)`.execute(db);
      await sql`update outbox set sent_at = created_at where id = 1`.execute(db);
      await deadLetterMigration.up(untyped);
      expect(await outboxHealth(db)).toEqual({ pending: 1, deadLetters: 1 });
    } finally {
      await close();
    }
  });
});
