import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { openDatabase } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { queueMails } from '../src/mail/outbox.js';
import { smtpTransport, type MailTransport } from '../src/mail/transport.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { createTestDatabase } from './test-database.js';
import { testClock, type TestClock } from './test-app.js';

export const FROM = 'Immo Lys <noreply@immolys.be>';

/**
 * jest's limit for a test talking SMTP: api/jest.config.cjs's 20 s, which a run from the repository root
 * (jest projects) does not apply. A safety net against a hang, not a measure.
 */
export const SMTP_TEST_TIMEOUT_MS = 20_000;

/** An empty, migrated database of its own (test-database.ts): enough for the outbox alone. */
export async function openTempDatabase(): Promise<{ db: Kysely<Database>; close: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'immo-outbox-'));
  const database = await createTestDatabase(dir);
  const db = await openDatabase(database);
  return {
    db,
    close: async () => {
      await db.destroy();
      await database.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type SmtpOutbox = {
  smtp: SmtpCatcher;
  db: Kysely<Database>;
  clock: TestClock;
  /** SMTP to the catcher, with the given connection and greeting timeout. */
  transport: MailTransport;
  close: () => Promise<void>;
};

/** What an outbox test over SMTP needs: the catcher, an empty database, a clock and a transport. */
export async function smtpOutbox(timeoutMs: number): Promise<SmtpOutbox> {
  const smtp = await startSmtpCatcher();
  const { db, close } = await openTempDatabase();
  return {
    smtp,
    db,
    clock: testClock(),
    transport: smtpTransport({ host: '127.0.0.1', port: smtp.port, secure: false, timeoutMs }),
    close: async () => {
      await close();
      await smtp.close();
    },
  };
}

/** `count` mails to distinct addresses, queued as a submission would queue them. */
export async function queueTestMails(db: Kysely<Database>, count: number, now: Date): Promise<void> {
  const mails = Array.from({ length: count }, (_, i) => ({
    kind: 'confirmation',
    to: `visitor-${i}@example.be`,
    subject: `Mail ${i}`,
    text: `Body ${i}`,
  }));
  await queueMails(db, mails, now);
}

/** The transport, counting how many of its sends were under way at once. */
export function countingTransport(transport: MailTransport): { transport: MailTransport; peak: () => number } {
  let open = 0;
  let peak = 0;
  return {
    transport: async (mail) => {
      open += 1;
      peak = Math.max(peak, open);
      try {
        await transport(mail);
      } finally {
        open -= 1;
      }
    },
    peak: () => peak,
  };
}

export type LogLine = { level: number; msg: string; [key: string]: unknown };

/** A real pino logger (Fastify's) whose lines the test reads. */
export function captureLog(): { log: FastifyBaseLogger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const { log } = Fastify({ logger: { level: 'info', stream: { write: (line) => lines.push(JSON.parse(line)) } } });
  return { log, lines };
}

/** pino's numeric levels. */
export const LEVEL = { info: 30, warn: 40, error: 50 } as const;
