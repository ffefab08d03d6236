// A throwaway PostgreSQL cluster for the API's tests and bench: Debian's PostgreSQL in a temporary
// folder, on a free port of 127.0.0.1, trusting local connections, gone when stopped.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './run.mjs';

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];
/** Where Debian's package puts them: /usr/lib/postgresql/<major>/bin, the newest first. */
const DEBIAN_ROOT = '/usr/lib/postgresql';

function hasTools(dir) {
  return TOOLS.every((tool) => existsSync(join(dir, tool)));
}

function debianBinDirs() {
  if (!existsSync(DEBIAN_ROOT)) return [];
  return readdirSync(DEBIAN_ROOT)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(DEBIAN_ROOT, version, 'bin'));
}

/** The folder with initdb, pg_ctl and postgres: POSTGRES_BIN, the PATH, or Debian's own folder. */
export function findPostgresBin() {
  const candidates = [
    process.env.POSTGRES_BIN,
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/local/bin',
    ...debianBinDirs(),
  ].filter(Boolean);
  return candidates.find(hasTools) ?? null;
}

/** PostgreSQL's binaries, installed from Debian with apt-get (as root) when missing. */
export async function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL is needed for the API tests on PostgreSQL and was not found (initdb, pg_ctl, postgres).\n' +
        '  Install it with:  sudo apt-get update && sudo apt-get install -y postgresql\n' +
        '  or point POSTGRES_BIN at the folder that holds initdb and pg_ctl.',
    );
  }
  console.log("▶ Installing Debian's PostgreSQL for the API tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const installed =
    (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], { env })) === 0;
  const bin = installed ? findPostgresBin() : null;
  if (!bin) throw new Error(`Installing PostgreSQL with apt-get failed (no initdb in ${DEBIAN_ROOT}/<version>/bin).`);
  return bin;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user. */
function asClusterOwner(command, args) {
  const root = process.getuid?.() === 0;
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed:\n${result.stdout ?? ''}${result.stderr ?? result.error ?? ''}`,
    );
  }
}

/**
 * Starts a cluster and resolves with its superuser URL and a stop function (a watchdog process stops
 * it too if this process dies first, postgres-watchdog.mjs). Durability is off
 * (fsync, synchronous commit): a throwaway cluster trades crash safety for speed. The C locale
 * sorts text by code point, as SQLite does.
 */
export async function startPostgresCluster({ maxConnections = 300 } = {}) {
  const bin = await ensurePostgres();
  const dir = mkdtempSync(join(tmpdir(), 'immo-postgres-'));
  if (process.getuid?.() === 0) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asClusterOwner(join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-locale',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c max_connections=${maxConnections}`,
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const pgCtl = join(bin, 'pg_ctl');
  asClusterOwner(pgCtl, ['-D', data, '-l', join(dir, 'postgres.log'), '-w', '-o', settings, 'start']);
  const watchdog = fileURLToPath(new URL('./postgres-watchdog.mjs', import.meta.url));
  spawn(process.execPath, [watchdog, String(process.pid), pgCtl, data, dir], {
    detached: true,
    stdio: 'ignore',
  }).unref();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      try {
        asClusterOwner(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function postgresUser() {
  const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid) || uid <= 0) {
    throw new Error("Running as root, PostgreSQL needs the `postgres` user (Debian's postgresql package makes it).");
  }
  return { uid, gid: id('-g') };
}
