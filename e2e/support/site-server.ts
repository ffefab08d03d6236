import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The repository: the built API is in api/dist, the built site (STATIC_ROOT) beside it. */
const REPO = fileURLToPath(new URL('../../', import.meta.url));

/** The last lines the server wrote, shown when it stops before it listens. */
const KEPT_LINES = 40;
/** Past this without listening the server is stopped (it loads every remote's server bundle first). */
const START_LIMIT_MS = 60_000;

export type SiteServer = {
  /** `http://localhost:{port}`, as the browser tests reach the shared server. */
  origin: string;
  /** Stops the process (SIGTERM to its PID: it closes gracefully) and removes its data folder. */
  stop(): Promise<void>;
};

/**
 * A site server of a test's own: the built API serving the built site as `npm start` does (and as
 * serve-site.mjs does for every other spec), in a process of its own, on a fresh database in a
 * temporary folder, with `env` on top. For a test that needs the server configured otherwise than
 * the shared one, whose other specs need the real remotes.
 *
 * Resolves once the server listens, which it does once it has loaded every listed remote's server
 * bundle; rejects, with the server's last lines, if the process ends before or does not listen in
 * time. The process is killed with the test's worker too, whatever happens to the test.
 */
export async function startSiteServer(port: number, env: Record<string, string>): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `immo-e2e-site-${port}-`));
  const child = spawn(process.execPath, [join(REPO, 'api', 'dist', 'src', 'main.js')], {
    cwd: REPO,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_ROOT: REPO,
      // Info: Fastify's "Server listening" line is what says the server is ready.
      LOG_LEVEL: 'info',
      // As serve-site.mjs: a busy test machine renders a slot in more than the production budget.
      SSR_SLOT_BUDGET_MS: '3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Settles when the process has ended (or never started: `once` rejects on its 'error').
  const exited = once(child, 'exit').catch(() => undefined);
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > KEPT_LINES) lines.shift();
  };
  // A worker that ends (a test timed out before afterAll could run) takes the server with it.
  const killWithWorker = () => child.kill('SIGKILL');
  process.once('exit', killWithWorker);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    process.off('exit', killWithWorker);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      createInterface({ input: child.stderr }).on('line', keep);
      createInterface({ input: child.stdout }).on('line', (line) => {
        keep(line);
        if (line.includes('"msg":"Server listening at')) resolve();
      });
      // 'close': after its output has been read to the end, so the message has its last lines.
      child.once('close', (code, signal) =>
        reject(new Error(`the site server ended (${code ?? signal}) before it listened:\n${lines.join('\n')}`)),
      );
      child.once('error', reject);
      timer = setTimeout(
        () => reject(new Error(`the site server did not listen within ${START_LIMIT_MS} ms:\n${lines.join('\n')}`)),
        START_LIMIT_MS,
      );
    });
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  return { origin: `http://localhost:${port}`, stop };
}
