import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleSubmission } from '@immo/shared/data';
import { openDatabase } from '../src/db/database.js';
import { messageIdOf } from '../src/mail/outbox.js';
import { fetchedAltcha } from './altcha-payload.js';
import { killLeftoverApiProcesses, startApiProcess, type ApiProcess } from './api-process.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const LEADS = 50;
/** The kill comes once this many leads were answered: the others are still on their way. */
const KILL_AFTER = 20;
const MAIL_FROM = 'Immo Lys <noreply@immolys.be>';
/** What a site-contact lead queues: the agency's notice and the visitor's confirmation. */
const MAILS_PER_LEAD = ['agency-lead', 'confirmation'];
// Two starts of the server under tsx on a shared 2-core machine: a safety net, not a measure.
const JEST_TIMEOUT_MS = 90_000;
const DRAIN_DEADLINE_MS = 30_000;

type Outcome = { email: string; status: number | 'no answer' };

let dataDir = '';
let database: TestDatabase | null = null;
let smtp: SmtpCatcher | null = null;

afterEach(async () => {
  await killLeftoverApiProcesses();
  await smtp?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function serverEnv(catcher: SmtpCatcher): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...database!.env,
    SESSION_SECRET: 'crash-safety',
    // The killed server's claims on the mails it was sending run out soon, so the next one sends them.
    OUTBOX_LEASE_MS: '1000',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(catcher.port),
    SMTP_SECURE: 'false',
    // Long: while the mail server is silent, no attempt ends (and none is postponed) before the kill.
    SMTP_TIMEOUT_MS: '60000',
    MAIL_FROM,
    ALTCHA_TEST_EASY: '1',
    LEADS_PER_MINUTE: '1000',
    OUTBOX_INTERVAL_MS: '200',
  };
}

/** Sends every lead at once; kills the server with SIGKILL as soon as KILL_AFTER of them were answered 201. */
async function submitAndKill(api: ApiProcess): Promise<Outcome[]> {
  const payloads = await Promise.all(Array.from({ length: LEADS }, () => fetchedAltcha(api.url)));
  let stored = 0;
  const submit = async (altcha: string, i: number): Promise<Outcome> => {
    const email = `crash-${i}@example.be`;
    const body = { ...sampleSubmission('site-contact'), email, altcha };
    try {
      const response = await fetch(`${api.url}/api/leads/site-contact?lang=nl`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (response.status === 201 && ++stored === KILL_AFTER) api.child.kill('SIGKILL');
      return { email, status: response.status };
    } catch {
      return { email, status: 'no answer' };
    }
  };
  const outcomes = await Promise.all(payloads.map(submit));
  expect(await api.exited).toBe('SIGKILL');
  return outcomes;
}

/** Polls GET /api/health until the outbox is empty. */
async function outboxDrained(api: ApiProcess): Promise<void> {
  const deadline = Date.now() + DRAIN_DEADLINE_MS;
  for (;;) {
    const health = (await (await fetch(`${api.url}/api/health`)).json()) as {
      outbox: { pending: number; deadLetters: number };
    };
    if (health.outbox.pending === 0 && health.outbox.deadLetters === 0) return;
    if (Date.now() > deadline) throw new Error(`outbox not drained: ${JSON.stringify(health)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function storedState() {
  const db = await openDatabase(database!);
  try {
    const leads = await db.selectFrom('leads').select(['id', 'email']).execute();
    const outbox = await db
      .selectFrom('outbox')
      .select(['id', 'lead_id', 'kind', 'sent_at', 'created_at'])
      .orderBy('id')
      .execute();
    return { leads, outbox };
  } finally {
    await db.destroy();
  }
}

describe('crash safety', () => {
  it(
    'keeps every lead answered 201 and sends its mails once after a SIGKILL under load; nothing is half-stored',
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'immo-crash-'));
      database = await createTestDatabase(dataDir);
      smtp = await startSmtpCatcher();
      // Silent while the leads arrive: every mail is queued or on its way when the process dies.
      smtp.silence(true);
      const first = await startApiProcess(serverEnv(smtp));
      const outcomes = await submitAndKill(first);
      const answered = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.email);
      const refused = outcomes.filter((outcome) => typeof outcome.status === 'number' && outcome.status !== 201);
      // The kill came mid-load: some leads were answered, others never were.
      expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
      expect(outcomes.some((outcome) => outcome.status === 'no answer')).toBe(true);
      expect(refused).toEqual([]);

      smtp.silence(false);
      const second = await startApiProcess(serverEnv(smtp));
      await outboxDrained(second);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);

      const { leads, outbox } = await storedState();
      const storedEmails = leads.map((lead) => lead.email);
      expect(storedEmails).toEqual(expect.arrayContaining(answered));
      expect(new Set(storedEmails).size).toBe(leads.length);
      // Whole or absent: each stored lead has its mails, each mail its lead.
      for (const lead of leads) {
        expect(outbox.filter((mail) => mail.lead_id === lead.id).map((mail) => mail.kind)).toEqual(MAILS_PER_LEAD);
      }
      expect(outbox).toHaveLength(leads.length * MAILS_PER_LEAD.length);
      expect(outbox.every((mail) => mail.sent_at !== null)).toBe(true);
      // Each mail reached the server exactly once.
      expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
        outbox.map((mail) => messageIdOf(mail, MAIL_FROM)).sort(),
      );
    },
    JEST_TIMEOUT_MS,
  );
});
