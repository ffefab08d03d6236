// `npm run dev -- mf-listings mf-search`: develop remotes against the whole site (DESIGN §6).
// - the API on :8080 serves the site as `npm start` does (built remotes, translations, pages with
//   their head and CSP), built only where something is missing;
// - the shell runs on its webpack-dev-server (:3000), each named remote on its own (:3001…), with hot
//   reload and React Fast Refresh; every other remote comes from the built site;
// - the API's remotes.json points the named remotes at their dev servers (REMOTE_OVERRIDES) and its
//   pages allow the dev servers and their websockets (DEV_ORIGINS, refused in production).
// Open http://localhost:8080. Ctrl+C stops everything this script started.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { ROOT, step } from './lib/run.mjs';

const API_PORT = Number(process.env.PORT || 8080);
const SHELL_PORT = 3000;
const REMOTES = readdirSync(ROOT)
  .filter((name) => name.startsWith('mf-') && existsSync(join(ROOT, name, 'webpack.config.js')))
  .sort();

/** A remote's dev-server port, as its webpack.config.js (and README) says. */
function remotePort(remote) {
  const match = /\bport:\s*(\d+)/.exec(readFileSync(join(ROOT, remote, 'webpack.config.js'), 'utf8'));
  if (!match) throw new Error(`${remote}/webpack.config.js names no dev-server port`);
  return Number(match[1]);
}

const named = process.argv.slice(2);
const unknown = named.filter((name) => !REMOTES.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown remote: ${unknown.join(', ')}. Remotes: ${REMOTES.join(', ')}`);
  process.exit(2);
}
const devRemotes = [...new Set(named)].map((name) => ({ name, port: remotePort(name) }));

function portInUse(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

for (const port of [API_PORT, SHELL_PORT, ...devRemotes.map((remote) => remote.port)]) {
  if (await portInUse(port)) {
    console.error(`Port ${port} is in use: stop what runs there first (e.g. \`fuser -k ${port}/tcp\`).`);
    process.exit(1);
  }
}

await ensureDependencies();

/** The newest modification time of the files under a folder (0 when it does not exist). */
function newest(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}

// The built site, as `npm start` builds it, but only what is missing, and @immo/shared and
// @immo/build-tools (the webpack configs import their builds) and the API when their sources are newer. A built remote older than its
// sources is served as it is, with a note. The shell and the named remotes run on dev servers.
const builtAt = (output) => (existsSync(join(ROOT, output)) ? statSync(join(ROOT, output)).mtimeMs : 0);
const builds = {
  '@immo/shared': { dir: 'shared', output: 'shared/dist/src/index.js', fresh: true },
  '@immo/build-tools': { dir: 'build-tools', output: 'build-tools/dist/src/index.js', fresh: true },
  '@immo/api': { dir: 'api', output: 'api/dist/src/main.js', fresh: true },
  ...Object.fromEntries(
    REMOTES.filter((remote) => !named.includes(remote)).map((remote) => [
      remote,
      { dir: remote, output: `${remote}/dist/mf-manifest.json`, fresh: false },
    ]),
  ),
};
const stale = [];
for (const [name, { dir, output, fresh }] of Object.entries(builds)) {
  const built = builtAt(output);
  const outdated = built > 0 && newest(join(ROOT, dir, 'src')) > built;
  if (built === 0 || (fresh && outdated)) stale.push(name);
  else if (outdated)
    console.log(`ℹ ${name}'s build is older than its sources: \`npm run build -w ${name}\` or name it here.`);
}
if (stale.length > 0) {
  const scopes = stale.flatMap((name) => ['--scope', name]);
  await step(`Build what is missing or older than its sources (${stale.join(', ')})`, 'npx', [
    'lerna',
    'run',
    'build',
    '--loglevel',
    'warn',
    ...scopes,
  ]);
}

const children = [];
let stopping = false;

/** Starts a long-running child in its own process group, so stopping takes its subprocesses too. */
function start(label, command, args, options) {
  const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`✖ ${label} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
    stop(1);
  });
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, label, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error(`✖ ${label} did not answer at ${url} within ${timeoutMs / 1000} s`);
  stop(1);
  return new Promise(() => {});
}

const webpackServe = ['webpack-cli', 'serve', '--mode', 'development'];
console.log(`\n▶ Dev servers: shell :${SHELL_PORT}${devRemotes.map((r) => `, ${r.name} :${r.port}`).join('')}`);
start('shell dev server', 'npx', webpackServe, { cwd: join(ROOT, 'shell') });
// Only the remote's own config: its embed.js (agencies' pages) is not part of the site, and a second
// compiler on one dev server sends its hashes to the remote's hot-reload client too.
for (const remote of devRemotes) {
  start(`${remote.name} dev server`, 'npx', [...webpackServe, '--config-name', 'remote'], {
    cwd: join(ROOT, remote.name),
  });
}

// The API reads the shell's page template from STATIC_ROOT/shell/dist/index.html: a folder that is
// the repository (links) but for that template, which is the dev server's (its scripts on :3000).
const template = await (await waitFor(`http://localhost:${SHELL_PORT}/index.html`, 'the shell dev server')).text();
const site = join(ROOT, 'node_modules', '.cache', 'immo-dev', 'site');
rmSync(site, { recursive: true, force: true });
mkdirSync(join(site, 'shell', 'dist'), { recursive: true });
for (const entry of readdirSync(ROOT)) {
  if (entry !== 'shell' && entry !== 'node_modules' && !entry.startsWith('.'))
    symlinkSync(join(ROOT, entry), join(site, entry));
}
writeFileSync(join(site, 'shell', 'dist', 'index.html'), template);

const devOrigins = [SHELL_PORT, ...devRemotes.map((remote) => remote.port)].map((port) => `http://localhost:${port}`);
const env = {
  ...process.env,
  PORT: String(API_PORT),
  DEMO: process.env.DEMO ?? '1',
  STATIC_ROOT: site,
  DEV_ORIGINS: devOrigins.join(','),
  REMOTE_OVERRIDES: [
    process.env.REMOTE_OVERRIDES,
    ...devRemotes.map((remote) => `${remote.name}=http://localhost:${remote.port}/mf-manifest.json`),
  ]
    .filter(Boolean)
    .join(','),
};
delete env.NODE_ENV; // DEV_ORIGINS is refused in production
start('API', 'node', ['dist/src/main.js'], { cwd: join(ROOT, 'api'), env });
await waitFor(`http://localhost:${API_PORT}/api/health`, 'the API');
console.log(
  `\n▶ The site with ${devRemotes.length ? devRemotes.map((r) => r.name).join(', ') : 'the shell'} in development: ` +
    `http://localhost:${API_PORT}  (Ctrl+C stops)\n`,
);
