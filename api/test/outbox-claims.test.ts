import { claimDueMails } from '../src/mail/outbox-claims.js';
import { OutboxWorker } from '../src/mail/outbox.js';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.js';
import { captureLog, FROM, openTempDatabase, queueTestMails } from './outbox-fixtures.js';
import { testClock } from './test-app.js';

/** A transport that keeps what it sends, each send taking a turn of the event loop (so workers overlap). */
function recordingTransport(): { transport: MailTransport; sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    transport: async (mail) => {
      await new Promise((resolve) => setImmediate(resolve));
      sent.push(mail);
    },
  };
}

describe('outbox claims: several instances share one outbox', () => {
  it('sends each mail once when two workers flush the same outbox at the same time', async () => {
    const { db, close } = await openTempDatabase();
    const clock = testClock();
    const { transport, sent } = recordingTransport();
    const workers = [1, 2].map(() => new OutboxWorker(db, transport, FROM, captureLog().log, { now: clock.now }));
    try {
      await queueTestMails(db, 40, clock.now());
      const counts = await Promise.all(workers.map((worker) => worker.flush()));
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(40);
      expect(new Set(sent.map((mail) => mail.messageId)).size).toBe(40);
      expect(sent).toHaveLength(40);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await close();
    }
  });

  it('hands back the mails a stopping worker claimed and did not send, for another worker to send', async () => {
    const { db, close } = await openTempDatabase();
    const clock = testClock();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { transport, sent } = recordingTransport();
    // The stopping worker's one mail on its way waits until the test lets it go.
    const slow: MailTransport = async (mail) => {
      await held;
      await transport(mail);
    };
    const stopping = new OutboxWorker(db, slow, FROM, captureLog().log, { now: clock.now, concurrency: 1 });
    const other = new OutboxWorker(db, transport, FROM, captureLog().log, { now: clock.now });
    try {
      await queueTestMails(db, 3, clock.now());
      const round = stopping.flush();
      // Wait until the first worker's round holds every mail.
      while ((await db.selectFrom('outbox').select('id').where('claimed_by', 'is', null).execute()).length > 0) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(await other.flush()).toBe(0);
      const stopped = stopping.stop();
      release();
      expect(await round).toBe(1);
      expect(await stopped).toBe(2);
      expect(await other.flush()).toBe(2);
      expect(new Set(sent.map((mail) => mail.subject))).toEqual(new Set(['Mail 0', 'Mail 1', 'Mail 2']));
    } finally {
      await other.stop();
      await close();
    }
  });

  it('frees the claims of an instance that died when their lease ends, and not before', async () => {
    const { db, close } = await openTempDatabase();
    const clock = testClock();
    const { transport, sent } = recordingTransport();
    const worker = new OutboxWorker(db, transport, FROM, captureLog().log, { now: clock.now, leaseMs: 60_000 });
    try {
      await queueTestMails(db, 2, clock.now());
      // An instance claimed both for a minute, then was killed: it never sends nor hands them back.
      expect(await claimDueMails(db, 'killed-instance', clock.now(), 60_000, 50)).toHaveLength(2);
      expect(await worker.flush()).toBe(0);
      clock.advance(59_000);
      expect(await worker.flush()).toBe(0);
      clock.advance(1_000);
      expect(await worker.flush()).toBe(2);
      expect(sent).toHaveLength(2);
      const rows = await db.selectFrom('outbox').select(['claimed_by', 'sent_at']).execute();
      expect(rows.every((row) => row.claimed_by === null && row.sent_at !== null)).toBe(true);
    } finally {
      await worker.stop();
      await close();
    }
  });
});
