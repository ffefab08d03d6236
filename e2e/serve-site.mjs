// Serves the production build exactly as `npm start` does, on a fresh database in a temporary
// folder, for the browser tests; Playwright starts and stops it. Beside it, a second origin
// plays "another team's CDN": the probe remote is deployed there by the tests, and remotes.json
// points mf-owner-portal at it, so a redeploy is seen without rebuilding the shell.
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';

const port = Number(process.env.PORT ?? 4319);
const probePort = port + 1;
const deployDir = new URL('./.probe/deploy/', import.meta.url).pathname;
const TYPES = { '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css' };

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

// The API runs in this very process, so stopping this process stops it (no orphan holding the port).
const dataDir = mkdtempSync(join(tmpdir(), 'immo-e2e-'));
Object.assign(process.env, {
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  PORT: String(port),
  OUTBOX_INTERVAL_MS: '1000',
  REMOTE_OVERRIDES: `mf-owner-portal=http://127.0.0.1:${probePort}/mf-manifest.json`,
});
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
await import('../api/dist/src/main.js');
