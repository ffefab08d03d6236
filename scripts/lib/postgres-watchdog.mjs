// Stops a throwaway cluster of postgres-cluster.mjs whose owner died without stopping it (jest or the
// bench ended by Ctrl-C or a kill, which skip their teardown): a detached process that checks every
// second whether its owner lives, and whether the cluster's folder is still there (gone: stopped
// properly, nothing to do).
// Usage: node postgres-watchdog.mjs <owner pid> <pg_ctl> <data dir> <cluster dir>
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const [ownerPid, pgCtl, data, dir] = process.argv.slice(2);

function ownerAlive() {
  try {
    process.kill(Number(ownerPid), 0);
    return true;
  } catch {
    return false;
  }
}

const timer = setInterval(() => {
  if (!existsSync(data)) return process.exit(0);
  if (ownerAlive()) return;
  clearInterval(timer);
  const stop = ['-D', data, '-m', 'immediate', '-w', 'stop'];
  if (process.getuid?.() === 0) spawnSync('runuser', ['-u', 'postgres', '--', pgCtl, ...stop]);
  else spawnSync(pgCtl, stop);
  rmSync(dir, { recursive: true, force: true });
}, 1000);
