import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../src/db/database.js';
import type { Database } from '../../src/db/schema.js';
import { fetchedAltcha } from '../altcha-payload.js';
import { killLeftoverApiProcesses, startApiProcess, type ApiProcess } from '../api-process.js';
import { startSmtpCatcher, type SmtpCatcher } from '../smtp-catcher.js';
import { createTestDatabase, type TestDatabase } from '../test-database.js';

export const MAIL_FROM = 'Immo Lys <noreply@immolys.be>';
/**
 * Two starts of the server under tsx and hundreds of requests on a shared 2-core machine, run from
 * the repository root (whose jest applies no project's testTimeout): a safety net, not a measure.
 */
export const SEVERAL_INSTANCES_TIMEOUT_MS = 120_000;

/** API processes on one PostgreSQL database, mailing to one SMTP catcher. */
export type Instances = {
  apis: ApiProcess[];
  smtp: SmtpCatcher;
  database: TestDatabase;
  /** Reads the shared database directly, as a person with psql would. */
  read: <T>(query: (db: Kysely<Database>) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

/**
 * Starts `count` API processes at once on one new database, each in its own data folder, with the
 * same SESSION_SECRET.
 */
export async function startInstances(count: number, env: Record<string, string> = {}): Promise<Instances> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-instances-'));
  const database = await createTestDatabase(dataDir);
  const smtp = await startSmtpCatcher();
  const apis: ApiProcess[] = [];
  const close = async () => {
    await killLeftoverApiProcesses();
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // All at once on the empty database, as a first deploy starts its replicas: they migrate and
    // seed one after the other (the migrator's lock, db/one-start-at-a-time.ts).
    apis.push(
      ...(await Promise.all(
        Array.from({ length: count }, (_, index) =>
          startApiProcess({
            DATA_DIR: join(dataDir, `instance-${index}`),
            ...database.env,
            SMTP_HOST: '127.0.0.1',
            SMTP_PORT: String(smtp.port),
            SMTP_SECURE: 'false',
            MAIL_FROM,
            ALTCHA_TEST_EASY: '1',
            LEADS_PER_MINUTE: '1000',
            OUTBOX_INTERVAL_MS: '200',
            // The test is the load balancer, on this machine.
            TRUST_PROXY: 'loopback',
            ...env,
          }),
        ),
      )),
    );
  } catch (error) {
    await close();
    throw error;
  }
  const read = async <T>(query: (db: Kysely<Database>) => Promise<T>) => {
    const db = await openDatabase(database);
    try {
      return await query(db);
    } finally {
      await db.destroy();
    }
  };
  return { apis, smtp, database, read, close };
}

/**
 * A visitor behind the load balancer (TRUST_PROXY): each has its own address, so the per-client
 * limits of one instance (60 captchas a minute) do not refuse a test's hundreds of visitors.
 */
function forwardedFor(visitor: number): Record<string, string> {
  return { 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` };
}

/** A solved challenge of one instance: signed with the shared secret, so any instance checks it (once). */
export function captchaFrom(api: ApiProcess, visitor: number): Promise<string> {
  return fetchedAltcha(api.url, forwardedFor(visitor));
}

export type Submission = { form: string; body: Record<string, unknown>; visitor: number };

/** POSTs a lead form to one instance with a fresh captcha of `captchaSource`; the status, or 'no answer'. */
export async function submitLead(
  api: ApiProcess,
  { form, body, visitor }: Submission,
  captchaSource: ApiProcess = api,
): Promise<number | 'no answer'> {
  try {
    const captcha = { altcha: await captchaFrom(captchaSource, visitor) };
    const response = await fetch(`${api.url}/api/leads/${form}?lang=nl`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...forwardedFor(visitor) },
      body: JSON.stringify({ ...body, ...captcha }),
    });
    return response.status;
  } catch {
    return 'no answer';
  }
}

/** Polls the shared outbox until no mail is left to send (a person watching GET /api/health would). */
export async function outboxDrained(instances: Instances, deadlineMs = 60_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  for (;;) {
    const pending = await instances.read((db) =>
      db.selectFrom('outbox').select('id').where('sent_at', 'is', null).execute(),
    );
    if (pending.length === 0) return;
    if (Date.now() > deadline) throw new Error(`${pending.length} mails still unsent`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
