import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { properties } from '@immo/shared/data';
import { killLeftoverApiProcesses, startApiProcess, type ApiProcess } from './api-process.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

// Two starts of the server under tsx on a shared 2-core machine: a safety net, not a measure.
const JEST_TIMEOUT_MS = 90_000;

type LastImport = { source: string; trigger: string; outcome: string; added: number; startedAt: string };

let dataDir = '';
let database: TestDatabase | null = null;

afterEach(async () => {
  await killLeftoverApiProcesses();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function lastImport(api: ApiProcess): Promise<LastImport> {
  const health = (await (await fetch(`${api.url}/api/health`)).json()) as { lastImport: LastImport };
  return health.lastImport;
}

async function stop(api: ApiProcess): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

describe('npm start on an empty database', () => {
  it(
    'imports the sample catalogue through the importer, keeping its references, and only once',
    async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'immo-sample-start-'));
      database = await createTestDatabase(dataDir);
      const env = { DATA_DIR: dataDir, ...database.env, SESSION_SECRET: 'sample-start' };

      const first = await startApiProcess(env);
      const seeded = await lastImport(first);
      expect(seeded).toMatchObject({
        source: 'sample',
        trigger: 'seed',
        outcome: 'imported',
        added: properties.length,
      });
      const reference = properties[0]!;
      const answer = await fetch(`${first.url}/api/properties/${reference.ID}?lang=nl`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { Title: string }).Title).toBe(reference.Title.nl);
      await stop(first);

      const second = await startApiProcess(env);
      expect(await lastImport(second)).toEqual(seeded);
      await stop(second);
    },
    JEST_TIMEOUT_MS,
  );
});
