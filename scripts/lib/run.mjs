// Runs a command with inherited output; resolves with its exit code (never throws on failure).
import { spawn } from 'node:child_process';

export const ROOT = new URL('../../', import.meta.url).pathname.replace(/\/$/, '');

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
