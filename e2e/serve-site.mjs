// Serves the production build exactly as `npm start` does, on a fresh database in a temporary
// folder, for the browser tests. Playwright starts and stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'immo-e2e-'));
const server = spawn('node', [new URL('../api/dist/src/main.js', import.meta.url).pathname], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: process.env.PORT ?? '4319',
    OUTBOX_INTERVAL_MS: '1000',
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
