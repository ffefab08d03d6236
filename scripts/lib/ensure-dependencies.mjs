// Installs node modules when they are missing or older than package-lock.json.
// npm 11.19's `npm ci` fails on optional platform packages of the lock file
// (TOOLCHAIN.md), so the clean install runs with npm 10 against the same lock file.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, run } from './run.mjs';

const STAMP = join(ROOT, 'node_modules', '.immo-installed');

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(ROOT, 'package-lock.json')))
    .digest('hex');
}

/**
 * An `npm install` of the developer's own (a new dependency) leaves a tree that matches the lock
 * file: npm writes its record of the tree, node_modules/.package-lock.json, after the lock file.
 * A lock file newer than that record (a pull, a checkout) means the tree may be out of date.
 */
function treeMatchesLock() {
  const record = join(ROOT, 'node_modules', '.package-lock.json');
  return existsSync(record) && statSync(record).mtimeMs >= statSync(join(ROOT, 'package-lock.json')).mtimeMs;
}

export async function ensureDependencies() {
  const wanted = lockHash();
  if (existsSync(STAMP) && readFileSync(STAMP, 'utf8') === wanted) return;
  if (treeMatchesLock()) {
    writeFileSync(STAMP, wanted);
    return;
  }
  console.log('▶ Installing node modules (npm 10 ci, the lock file as committed)…');
  const code = await run('npx', ['-y', 'npm@10', 'ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  if (code !== 0) {
    console.error('✖ Installing node modules failed. Check the network to the npm registry and run `npm test` again.');
    process.exit(code);
  }
  writeFileSync(STAMP, wanted);
}
