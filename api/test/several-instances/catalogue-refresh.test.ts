import { openDatabase } from '../../src/db/database.js';
import { parse as parseJsonFeed } from '../../src/import/adapters/json-feed.js';
import { runImport } from '../../src/import/run-import.js';
import type { ApiProcess } from '../api-process.js';
import { exampleFeed, standInPictures } from '../import-helpers.js';
import { SEVERAL_INSTANCES_TIMEOUT_MS, startInstances, type Instances } from './instances.js';

// Only in the `api (PostgreSQL)` project: several instances never share a SQLite file.
let instances: Instances | null = null;
afterEach(async () => {
  await instances?.close();
  instances = null;
});

type Answer = { status: number; etag: string | null; body: string };

async function get(api: ApiProcess, path: string): Promise<Answer> {
  const response = await fetch(`${api.url}${path}`);
  return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
}

/** Asks until the answer holds (each instance polls the catalogue version): never a fixed wait. */
async function until(ask: () => Promise<boolean>, deadlineMs = 30_000): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (!(await ask())) {
    if (Date.now() > deadline) throw new Error('the instance did not show the import in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two API instances on one PostgreSQL database', () => {
  it(
    'both show an import made beside them (the CLI, another instance) without a restart, lists and ETags included',
    async () => {
      instances = await startInstances(2, { CATALOGUE_POLL_MS: '100' });
      const apis = instances.apis as [ApiProcess, ApiProcess];
      const list = '/api/properties?lang=nl&goal=sale&city=Gent';
      // Both have answered (and cached) the list and the page before the import.
      const before = await Promise.all(apis.map((api) => get(api, list)));
      for (const api of apis) expect((await get(api, '/api/properties/4019001?lang=nl')).status).toBe(404);

      const db = await openDatabase(instances.database);
      try {
        const feed = parseJsonFeed(JSON.stringify({ format: 'immo-feed', version: 1, ...exampleFeed() }));
        const report = await runImport(db, feed, {
          mode: 'full',
          maxWithdrawShare: 0.3,
          trigger: 'cli',
          now: () => new Date(),
          pictures: standInPictures(),
        });
        expect(report).toMatchObject({ outcome: 'imported', added: 2 });
      } finally {
        await db.destroy();
      }

      for (const [index, api] of apis.entries()) {
        await until(async () => (await get(api, '/api/properties/4019001?lang=nl')).status === 200);
        const after = await get(api, list);
        expect(after.body).toContain('4019001');
        expect(after.etag).not.toBe(before[index]!.etag);
      }
    },
    SEVERAL_INSTANCES_TIMEOUT_MS,
  );
});
