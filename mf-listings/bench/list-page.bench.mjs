// `npm run bench -w mf-listings` (and the root `npm run bench`): a list page with 10,000 properties
// in the database, in Debian's Chromium.
//
// Seeds a fresh database with the sample catalogue plus 10,000 generated properties (the API's own
// seed code and generator, from their builds), serves the production build exactly as `npm start`
// does (api/dist/src/main.js: API, shell and remotes on one port), and for a few list pages prints,
// as the median of RUNS cold loads (a new browser context each: empty cache):
//   - the time from navigation start to the first property card in the page (a MutationObserver
//     installed before any script runs records performance.now() when the first card appears);
//   - the JS transferred for the page: encoded bytes as Chromium received them (it accepts brotli),
//     and the same scripts fetched again accepting only gzip (the figure the size budget is set in);
//   - the time the list's API request took (Resource Timing).
// Prints figures; asserts nothing. Environment: BENCH_RUNS (default 5), CHROMIUM_PATH, BENCH_SKIP_BUILD=1.
import { spawn, spawnSync } from 'node:child_process';
import { get } from 'node:http';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Playwright is the browser-test package's dependency (e2e/): this bench uses that one.
const { chromium } = createRequire(join(ROOT, 'e2e', 'package.json'))('@playwright/test');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GENERATED = 10_000;
const PAGES = [
  ['for sale, page 1', '/for-sale/'],
  ['for sale, Gent, 3+ bedrooms (nl)', '/nl/te-koop/?city=Gent%7C9000&minBedrooms=3'],
  ['for sale, price high to low, page 40', '/for-sale/?sort=price-desc&page=40'],
  ['for rent, map view', '/for-rent/?view=map'],
  ['home (latest properties module)', '/'],
];

const built = [
  'api/dist/src/main.js',
  'shell/dist/index.html',
  'mf-listings/dist/mf-manifest.json',
  'shared/dist/data/index.js',
];
if (process.env.BENCH_SKIP_BUILD !== '1' && !built.every((file) => existsSync(join(ROOT, file)))) {
  const build = spawnSync('npx', ['lerna', 'run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'immo-listings-bench-'));
let server = null;
const cleanUp = () => {
  if (server && server.exitCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130));

// The catalogue is seeded before the server starts; the server leaves a catalogue that has rows.
const { openDatabase } = await import(join(ROOT, 'api/dist/src/db/database.js'));
const { seedCatalogue } = await import(join(ROOT, 'api/dist/src/db/seed-catalogue.js'));
const data = await import(join(ROOT, 'shared/dist/data/index.js'));
const db = await openDatabase(join(dataDir, 'immo.sqlite'));
const catalogue = [...data.properties, ...data.generateCatalogue(GENERATED)];
await seedCatalogue(db, { ...data, properties: catalogue, propertyTypes: data.propertyTypes });
await db.destroy();

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const port = await freePort();
const origin = `http://localhost:${port}`;
server = spawn(process.execPath, [join(ROOT, 'api/dist/src/main.js')], {
  cwd: ROOT,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
});
for (let started = Date.now(); ;) {
  try {
    if ((await fetch(`${origin}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (server.exitCode !== null || Date.now() - started > 90_000) throw new Error('the site did not start');
  await new Promise((wait) => setTimeout(wait, 200));
}
const total = (await (await fetch(`${origin}/api/properties?pageSize=1`)).json()).total;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

/** Bytes on the wire when the client accepts only gzip (node's fetch would decode them). */
function gzipBytes(url) {
  return new Promise((resolveBytes, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolveBytes(bytes));
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function load(path) {
  // A visitor who answered the cookie dialog: the dialog is not what is measured.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await context.addInitScript(() => {
    const choice = { necessary: true, analytical: false, marketing: false, social: false, unclassified: false };
    localStorage.setItem('immo.consent', JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), choice }));
    new MutationObserver((_, observer) => {
      if (document.querySelector('#slot-mf-listings article.immo-card')) {
        window.__firstCard = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  // Map tiles and anything else off this machine are not part of the measure (and must not be asked).
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForSelector('#slot-mf-listings article.immo-card', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const firstCard = await page.evaluate(() => window.__firstCard);
  // Resource Timing: encodedBodySize is what came over the wire for each script.
  const { api, scripts } = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource');
    return {
      api: entries.filter((entry) => entry.name.includes('/api/properties')).map((entry) => entry.duration),
      scripts: entries
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
    };
  });
  await context.close();
  const sum = (list) => list.reduce((total, script) => total + script.bytes, 0);
  return {
    firstCard,
    transferred: sum(scripts),
    listings: sum(scripts.filter((script) => script.url.includes('/remotes/mf-listings/'))),
    urls: scripts.map((script) => script.url),
    api: Math.max(0, ...api),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(`\nmf-listings: list pages with ${total.toLocaleString('en')} properties in the database`);
console.log(`(phone viewport 390 px, cold cache, median of ${RUNS} loads, Chromium on this machine)\n`);
const rows = [];
for (const [label, path] of PAGES) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await load(path));
  const gzip = (await Promise.all(runs[0].urls.map(gzipBytes))).reduce((sum, bytes) => sum + bytes, 0);
  const gzipListings = (
    await Promise.all(runs[0].urls.filter((url) => url.includes('/remotes/mf-listings/')).map(gzipBytes))
  ).reduce((sum, bytes) => sum + bytes, 0);
  rows.push({
    page: label,
    path,
    'first card': `${Math.round(median(runs.map((r) => r.firstCard)))} ms`,
    'list API': `${Math.round(median(runs.map((r) => r.api)))} ms`,
    'JS (br)': kb(median(runs.map((r) => r.transferred))),
    'of it mf-listings (br)': kb(median(runs.map((r) => r.listings))),
    'JS (gzip)': kb(gzip),
    'of it mf-listings (gzip)': kb(gzipListings),
    scripts: runs[0].urls.length,
  });
}
console.table(rows);
await browser.close();
server.kill('SIGTERM');
