import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const API_ROOT = join(__dirname, '..');
const LISTENING = /^Server listening at (http:\/\/\S+)$/;

export type ApiProcess = {
  child: ChildProcess;
  /** http://127.0.0.1:port */
  url: string;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<number | string>;
};

/** Processes started by startApiProcess still running: a test's afterEach ends them. */
const running = new Set<ChildProcess>();

/**
 * `src/main.ts` as a real process under tsx (no build), as `npm start` runs it, on a free port of
 * 127.0.0.1; resolves once it listens (its "Server listening" log line), rejects if it ends first.
 */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', STATIC_ROOT: '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve(signal ?? code ?? -1);
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = LISTENING.exec(parsed(line)?.msg ?? '')?.[1];
      if (url) resolve({ child, url, exited });
    });
    void exited.then((how) => reject(new Error(`the API ended (${how}) before listening:\n${stderr}`)));
  });
}

function parsed(line: string): { msg?: string } | null {
  try {
    return JSON.parse(line) as { msg?: string };
  } catch {
    return null;
  }
}

/** Ends every API process a test left running (a failed assertion before its own stop). */
export async function killLeftoverApiProcesses(): Promise<void> {
  const ends = [...running].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of running) child.kill('SIGKILL');
  await Promise.all(ends);
}
