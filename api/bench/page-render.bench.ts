/**
 * Server render benchmark (issue 23: "server render of a page ≤ 20 ms p95 with 10,000 properties,
 * per page kind; the HTML of a list page ≤ 60 KB gzip"). The API with the built site (the shell's
 * and the remotes' server bundles from their dist/ folders) on a fresh SQLite database seeded with
 * the sample catalogue plus 10,000 generated properties; each page kind is asked for 200 times one
 * after another (after 20 to warm up: the server bundles load on the first), in process, and the
 * time to the whole answer is printed (p50, p95, max) with the HTML's size raw and gzip, and which
 * slots the server rendered. Prints figures; asserts nothing.
 *
 * Needs a built site (`npm run build`); without one it says so and stops.
 * Usage: npm run bench -w @immo/api (after load.bench.ts), or
 *        node --conditions=source --import tsx bench/page-render.bench.ts
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { pagePath } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seedLargeCatalogue } from './large-catalogue.js';

const WARMUP = 20;
const SAMPLES = 200;

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const siteRoot = resolve(apiRoot, '..');
if (!existsSync(join(siteRoot, 'shell', 'dist', 'server', 'shell-server.cjs'))) {
  console.log('Server render benchmark: no built site (run `npm run build` first); nothing measured.');
  process.exit(0);
}

const dir = mkdtempSync(join(tmpdir(), 'immo-render-bench-'));
const config = loadConfig(apiRoot, {
  DATA_DIR: join(dir, 'data'),
  STATIC_ROOT: siteRoot,
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench',
  OUTBOX_INTERVAL_MS: '600000',
  // Measured, not cut: a slot that took longer would be left out and the page would look faster.
  SSR_SLOT_BUDGET_MS: '5000',
});
const db = await openDatabase(config);
const propertyCount = await seedLargeCatalogue(db);
const app = await buildApp({ config, db, logger: false });
await app.ready();

const property = properties.find((candidate) => candidate.Marquee === 0 && candidate.Goal === 0)!;
const PAGES: Array<[string, string]> = [
  ['home', pagePath('home', 'nl')],
  ['sale list', pagePath('for-sale', 'nl')],
  ['sale list, page 5, sorted', `${pagePath('for-sale', 'nl')}?sort=price-asc&page=5`],
  ['property', pagePath('property', 'nl', { id: String(property.ID) })],
  ['contact', pagePath('contact', 'nl')],
  ['login', pagePath('login', 'nl')],
  ['privacy statement', pagePath('privacy-statement', 'nl')],
];

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

console.log(`Server render, ${propertyCount} properties, ${SAMPLES} requests per page after ${WARMUP} to warm up`);
console.log('page                        status   p50 ms   p95 ms   max ms   HTML KB   gzip KB   slots rendered');
for (const [label, url] of PAGES) {
  // The canonical path of a property page is asked for as it is linked; a 301 would measure a redirect.
  let path = url;
  for (let i = 0; i < WARMUP; i += 1) {
    const answer = await app.inject({ method: 'GET', url: path });
    if (answer.statusCode === 301) path = String(answer.headers.location);
  }
  const times: number[] = [];
  let body = '';
  let status = 0;
  for (let i = 0; i < SAMPLES; i += 1) {
    const started = performance.now();
    // To the answer's last byte, as a socket would take it (light-my-request would otherwise decode
    // the whole page into a string too: the harness's time, not the server's).
    const answer = await app.inject({ method: 'GET', url: path, payloadAsStream: true });
    const bytes = Buffer.concat(await answer.stream().toArray());
    times.push(performance.now() - started);
    body = bytes.toString();
    status = answer.statusCode;
  }
  times.sort((a, b) => a - b);
  const slots = [...body.matchAll(/id="immo-state-slot-([\w-]+)"/g)].map((match) => match[1]).join(', ') || 'none';
  console.log(
    [
      label.padEnd(27),
      String(status).padStart(6),
      quantile(times, 0.5).toFixed(1).padStart(8),
      quantile(times, 0.95).toFixed(1).padStart(8),
      times.at(-1)!.toFixed(1).padStart(8),
      (Buffer.byteLength(body) / 1024).toFixed(1).padStart(9),
      (gzipSync(body).length / 1024).toFixed(1).padStart(9),
      `   ${slots}`,
    ].join(' '),
  );
}

await app.close();
await db.destroy();
rmSync(dir, { recursive: true, force: true });
