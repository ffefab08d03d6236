// Serves the production build exactly as `npm start` does, on a fresh database in a temporary
// folder, for the browser tests; Playwright starts and stops it. Beside it, a second origin
// plays "another team's CDN": the probe remote is deployed there by the tests, whose remotes.json
// points mf-owner-portal at it, so a redeploy is seen without rebuilding the shell. A third origin
// plays an agency's own site (fixtures/agency/) that embeds widgets with their embed.js.
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const port = Number(process.env.PORT ?? 4319);
const probePort = port + 1;
const agencyPort = port + 2;
const agencyDir = new URL('./fixtures/agency/', import.meta.url).pathname;
const deployDir = new URL('./.probe/deploy/', import.meta.url).pathname;
const TYPES = {
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html; charset=utf-8',
};

const probe = createServer((request, response) => {
  const file = normalize(join(deployDir, new URL(request.url ?? '/', 'http://x').pathname));
  let body;
  try {
    if (!file.startsWith(deployDir) || !statSync(file).isFile()) throw new Error('not a file');
    body = readFileSync(file);
  } catch {
    response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
    return;
  }
  response
    .writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    .end(body);
});
probe.listen(probePort, '127.0.0.1');

// The agency's pages name the site as {{SITE}}: the port is the test run's.
const agency = createServer((request, response) => {
  const file = normalize(join(agencyDir, new URL(request.url ?? '/', 'http://x').pathname));
  if (!file.startsWith(agencyDir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    response.writeHead(404).end();
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const body = readFileSync(file, 'utf8').replaceAll('{{SITE}}', `http://localhost:${port}`);
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
});
agency.listen(agencyPort, '127.0.0.1');

// The API runs in this very process, so stopping this process stops it (no orphan holding the port).
// One folder per port, emptied at start: the tests read the mails of its outbox (support/outbox.ts).
const dataDir = join(tmpdir(), `immo-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: String(port),
  OUTBOX_INTERVAL_MS: '1000',
  CORS_ORIGINS: `http://127.0.0.1:${agencyPort}`,
  // Every test sends from the same address; the limit itself is tested in api/test.
  LEADS_PER_MINUTE: '60',
  // Tests only: the forms' ALTCHA challenges ask a token amount of work, so a loaded machine ticks
  // them at once (the widget still solves and the API still verifies each; refused in production).
  ALTCHA_TEST_EASY: '1',
  // A busy test machine renders a slot in more than the production budget (150 ms), and the first
  // page after the start loads the remotes' server bundles: the tests read what the server renders.
  // Leaving a late slot to the browser is tested in api/test/page-composition.test.ts.
  SSR_SLOT_BUDGET_MS: '3000',
  // The demo owners of api/README.md (the owner portal's browser tests log in with them).
  DEMO: '1',
});
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
await import('../api/dist/src/main.js');
