// Runs a command with inherited output; resolves with its exit code (never throws on failure).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// fileURLToPath, not URL.pathname: a checkout under a path with spaces or non-ASCII letters.
export const ROOT = fileURLToPath(new URL('../../', import.meta.url)).replace(/\/$/, '');

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Runs a step and stops the whole script when it fails. */
export async function step(title, command, args, options) {
  console.log(`\n▶ ${title}`);
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code})`);
    process.exit(code);
  }
}
