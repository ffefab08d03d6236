import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sampleSubmission } from '@immo/shared/data';
import { openDatabase } from '../src/db/database.js';
import { fetchedAltcha } from './altcha-payload.js';
import { killLeftoverApiProcesses, startApiProcess, type ApiProcess } from './api-process.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

const LEADS = 30;
// A start of the server under tsx on a shared 2-core machine: a safety net, not a measure.
const JEST_TIMEOUT_MS = 60_000;

let dataDir = '';
let database: TestDatabase | null = null;
afterEach(async () => {
  await killLeftoverApiProcesses();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A request on a connection of its own (no keep-alive): its status, or how its connection failed. */
function post(url: string, body: unknown): Promise<number | string> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } });
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'failed'));
    request.end(JSON.stringify(body));
  });
}

/** 201, 503 (the server said it is closing), or how the connection failed. */
async function submit(api: ApiProcess, i: number): Promise<number | string> {
  const altcha = await fetchedAltcha(api.url, { connection: 'close' }).catch(() => null);
  if (!altcha) return 'no captcha';
  return post(`${api.url}/api/leads/site-contact?lang=nl`, {
    ...sampleSubmission('site-contact'),
    email: `stop-${i}@example.be`,
    altcha,
  });
}

describe('graceful shutdown (SIGTERM)', () => {
  it(
    'answers every request it took, stores no lead it did not answer, and exits with 0',
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'immo-stop-'));
      database = await createTestDatabase(dataDir);
      const api = await startApiProcess({
        DATA_DIR: dataDir,
        ...database.env,
        ALTCHA_TEST_EASY: '1',
        LEADS_PER_MINUTE: '1000',
      });
      let answered = 0;
      const outcomes = await Promise.all(
        Array.from({ length: LEADS }, async (_, i) => {
          const outcome = await submit(api, i);
          if (outcome === 201 && ++answered === 1) api.child.kill('SIGTERM');
          return outcome;
        }),
      );
      expect(await api.exited).toBe(0);
      // Taken and answered; told "closing" (503); or never taken: no captcha, the port closed (refused), or the
      // connection waited in the kernel's queue or for its first bytes when the server stopped (reset).
      expect(
        outcomes.filter((outcome) => ![201, 503, 'no captcha', 'ECONNREFUSED', 'ECONNRESET'].includes(outcome)),
      ).toEqual([]);
      // A request cut off midway would have its lead stored without its 201: every stored lead was answered.
      const db = await openDatabase(database);
      try {
        const stored = await db.selectFrom('leads').select('email').execute();
        expect(stored).toHaveLength(outcomes.filter((outcome) => outcome === 201).length);
      } finally {
        await db.destroy();
      }
    },
    JEST_TIMEOUT_MS,
  );
});
