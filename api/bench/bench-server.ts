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
 * Imports inside the server, as an instance runs its scheduled pull: the feed is
 * `<dir>/static/import/feed.json`, served by the file server above (IMPORT_FEED_URL). On the stdin line
 * `import <until epoch ms>`, the server copies the parent's `feed-<n>.json` files over it in turn and runs
 * the scheduled import (fetch, read, import, alerts, catalogue refresh), again and again until that time
 * (at least once); then prints `BENCH_IMPORTS [{"run":…,"updated":…,"seconds":…},…]`.
 *
 * Usage: node --conditions=source --import tsx bench/bench-server.ts <dir>
 */
import { mkdirSync, rmSync } from 'node:fs';
import { copyFile, readdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
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
const IMPORTS_PREFIX = 'BENCH_IMPORTS ';
/** Where the scheduled pull finds the feed, under the static root. */
const FEED_DIR = 'import';

const dir = process.argv[2] ?? '';
if (!dir) {
  console.error('usage: bench-server.ts <dir>');
  process.exit(2);
}

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticRoot = join(dir, 'static');
const feedDir = join(staticRoot, FEED_DIR);
mkdirSync(feedDir, { recursive: true });

// A real file server: each request stats and streams the file from disk. `preCompressed` serves
// the `.gz` sibling to clients that accept gzip, as nginx `gzip_static` or a CDN would.
const files = Fastify({ logger: false });
await files.register(fastifyStatic, { root: staticRoot, preCompressed: true });
await files.listen({ port: 0, host: '127.0.0.1' });

const portOf = (address: ReturnType<typeof files.server.address>) =>
  typeof address === 'object' && address ? address.port : NaN;

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
  // The scheduled pull of an instance, on this machine; its timer never fires during a bench: the
  // imports run on the parent's command. The tick when the server listens finds no feed yet and fails.
  IMPORT_FEED_URL: `http://127.0.0.1:${portOf(files.server.address())}/${FEED_DIR}/feed.json`,
  IMPORT_ALLOW_PRIVATE_HOSTS: '1',
  IMPORT_EVERY: '24h',
});
const db = await openDatabase(config);
await seedLargeCatalogue(db);

const api = await buildApp({ config, db, logger: false });
await api.listen({ port: 0, host: '127.0.0.1' });

/** One run of the scheduled import on the parent's command: the records it added or updated, and how long it took. */
export type ImportRun = { run: number; updated: number; seconds: number };

/** Feeds imported so far: each run takes the next one, across commands, so no run finds its feed unchanged. */
let imported = 0;

/** Runs the scheduled import with each of the parent's feeds in turn until `until` (at least once). */
async function importUntil(until: number): Promise<ImportRun[]> {
  const feeds = (await readdir(feedDir)).filter((name) => /^feed-\d+\.json$/.test(name)).sort();
  if (feeds.length === 0) throw new Error(`no feed-<n>.json in ${feedDir}`);
  const runs: ImportRun[] = [];
  for (let run = 0; run === 0 || Date.now() < until; run += 1) {
    await copyFile(join(feedDir, feeds[imported++ % feeds.length]!), join(feedDir, 'feed.json'));
    const started = performance.now();
    const report = await api.scheduledImport?.tick();
    if (report?.outcome !== 'imported') throw new Error(`bench import: ${report?.outcome ?? 'not run'}`);
    runs.push({ run, updated: report.added + report.updated, seconds: (performance.now() - started) / 1000 });
  }
  return runs;
}

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
createInterface({ input: process.stdin }).on('line', (line) => {
  const [command, until] = line.split(' ');
  if (command !== 'import') return;
  importUntil(Number(until)).then(
    (runs) => process.stdout.write(`${IMPORTS_PREFIX}${JSON.stringify(runs)}\n`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});

process.stdout.write(
  `${READY_PREFIX}${JSON.stringify({
    api: portOf(api.server.address()),
    static: portOf(files.server.address()),
    lead: sampleSubmission('site-contact'),
  })}\n`,
);
