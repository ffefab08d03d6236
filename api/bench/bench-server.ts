/**
 * Server side of the load benchmark (`load.bench.ts` starts it as a child process):
 * - the API on a fresh database, seeded with the sample catalogue plus 10,000 generated
 *   properties: SQLite in `<dir>/data`, or the PostgreSQL database of BENCH_DATABASE_URL;
 * - a plain static file server (@fastify/static) on `<dir>/static`, where the parent writes
 *   copies of the API's answers.
 * Prints `BENCH_READY {"api":port,"static":port,"lead":{…}}` once both listen on 127.0.0.1 (`lead`: a
 * valid contact form body, captcha aside: challenges ask a token amount of work); stops on
 * SIGTERM/SIGINT, or when its stdin closes (the parent died: then it also removes `<dir>`).
 *
 * Usage: node --conditions=source --import tsx bench/bench-server.ts <dir>
 */
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { sampleSubmission } from '@immo/shared/data';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seedLargeCatalogue } from './large-catalogue.js';

const READY_PREFIX = 'BENCH_READY ';

const dir = process.argv[2] ?? '';
if (!dir) {
  console.error('usage: bench-server.ts <dir>');
  process.exit(2);
}

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticRoot = join(dir, 'static');
mkdirSync(staticRoot, { recursive: true });

// An explicit environment rather than process.env: a developer's SMTP_HOST or DATA_DIR must not
// leak into the bench. No STATIC_ROOT: the API alone, as behind a CDN. The outbox runs after each lead
// (into .eml files), as it does in production. Visitors come through a proxy (TRUST_PROXY), each lead
// from its own address, so the per-client limits do not cap the lead figures.
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig(apiRoot, {
  DATA_DIR: join(dir, 'data'),
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // The load generator is the proxy, on this machine.
  TRUST_PROXY: 'loopback',
  // Challenges solved in milliseconds by the load generator, so the lead figures measure the lead.
  ALTCHA_TEST_EASY: '1',
  LEADS_PER_MINUTE: '1000000',
  STATIC_ROOT: '',
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench',
  OUTBOX_INTERVAL_MS: '600000',
});
const db = await openDatabase(config);
await seedLargeCatalogue(db);

const api = await buildApp({ config, db, logger: false });
await api.listen({ port: 0, host: '127.0.0.1' });

// A real file server: each request stats and streams the file from disk. `preCompressed` serves
// the `.gz` sibling to clients that accept gzip, as nginx `gzip_static` or a CDN would.
const files = Fastify({ logger: false });
await files.register(fastifyStatic, { root: staticRoot, preCompressed: true });
await files.listen({ port: 0, host: '127.0.0.1' });

const portOf = (address: ReturnType<typeof api.server.address>) =>
  typeof address === 'object' && address ? address.port : NaN;

let stopping = false;
async function stop(orphaned: boolean): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([api.close(), files.close()]);
  await db.destroy();
  // The parent removes the directory; if it was killed outright, nobody else will.
  if (orphaned) rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGTERM', () => void stop(false));
process.once('SIGINT', () => void stop(false));
process.stdin.on('end', () => void stop(true));
process.stdin.resume();

process.stdout.write(
  `${READY_PREFIX}${JSON.stringify({
    api: portOf(api.server.address()),
    static: portOf(files.server.address()),
    lead: sampleSubmission('site-contact'),
  })}\n`,
);
