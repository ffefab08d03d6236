/**
 * What every browser benchmark needs: the built site served as `npm start` serves it
 * (api/dist/src/main.js) on a fresh database in a temporary folder — optionally with thousands of
 * generated properties — and child processes and folders that never outlive the benchmark.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const STARTUP_TIMEOUT_MS = 60_000;

// ── processes ────────────────────────────────────────────────────────────────────────────────

const children = new Set<ChildProcess>();
const tempDirs = new Set<string>();
let stopping = false;

/** True once Ctrl-C (or SIGTERM) asked the benchmark to stop. */
export const isStopping = () => stopping;

function cleanUpSync(): void {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}
process.on('exit', cleanUpSync);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // No new run starts; Lighthouse's CLI stops its own Chromium on SIGINT (killing the CLI
    // instead would orphan that Chromium), the server stops on it too. Exit once they are gone.
    stopping = true;
    for (const child of children) child.kill('SIGINT');
    const deadline = Date.now() + 10_000;
    const timer = setInterval(() => {
      if (children.size === 0 || Date.now() > deadline) {
        clearInterval(timer);
        process.exit(130);
      }
    }, 100);
  });
}

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  if (stopping) return Promise.reject(new Error('stopped'));
  return new Promise((resolveCode, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    children.add(child);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolveCode(code ?? (signal ? 128 : 1));
    });
  });
}

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

/** A port the OS says is free (and so is nothing else's). */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type Site = { origin: string; stop(): Promise<void> };

/** `npm start`'s server (api/dist/src/main.js) on a fresh database; it stops with SIGTERM. */
/**
 * Seeds the catalogue of a fresh database with the sample data plus `count` generated properties,
 * before the server starts (it seeds only an empty catalogue).
 */
async function seedLargeCatalogue(dataDir: string, count: number): Promise<void> {
  const api = (path: string) => import(pathToFileURL(join(ROOT, 'api', 'dist', 'src', path)).href);
  const data = await import('@immo/shared/data');
  const { openDatabase } = await api('db/database.js');
  const { seedCatalogue } = await api('db/seed-catalogue.js');
  // Where the server started with DATA_DIR finds it (api/src/config.ts), on SQLite.
  const db = await openDatabase({ databaseUrl: null, databaseFile: join(dataDir, 'immo.sqlite') });
  await seedCatalogue(db, {
    properties: [...data.properties, ...data.generateCatalogue(count)],
    propertyTypes: data.propertyTypes,
    cities: data.cities,
    projects: data.projects,
    siteConfig: data.siteConfig,
    menuPages: data.menuPages,
    regions: data.regions,
  });
  await db.destroy();
}

export type SiteOptions = { generatedProperties?: number };

export async function startSite(options: SiteOptions = {}): Promise<Site> {
  const port = await freePort();
  if (stopping) throw new Error('stopped');
  const dataDir = tempDir('immo-bench-');
  if (options.generatedProperties) await seedLargeCatalogue(dataDir, options.generatedProperties);
  const child = spawn(process.execPath, [join(ROOT, 'api', 'dist', 'src', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
  });
  children.add(child);
  const exited = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      children.delete(child);
      resolveExit();
    }),
  );
  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the site exited (code ${child.exitCode}) before it answered`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the site did not answer /api/health in time');
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return {
    origin,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      tempDirs.delete(dataDir);
    },
  };
}

/**
 * The body bytes a browser that accepts gzip but not brotli receives for a URL (node:http does
 * not decode, so the bytes counted are the bytes sent), and the encoding the server chose.
 */
export function gzipSize(url: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolveSize, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip, deflate' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolveSize({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' }));
      response.on('error', reject);
    }).on('error', reject);
  });
}
