import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a start keeps the session secret it generated, so sessions and mailed links survive restarts. */
const sessionSecretFile = (dataDir: string) => join(dataDir, 'session-secret');

/** The secret an earlier start kept in the data folder, or null. */
export function storedSessionSecret(dataDir: string): string | null {
  const file = sessionSecretFile(dataDir);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function generatedSessionSecret(): string {
  return randomBytes(32).toString('hex');
}

/**
 * Keeps a generated secret in the data folder (made if missing), unless one is there already: false
 * when another process kept its own first, whose secret is then the one to use.
 */
export function keepSessionSecret(dataDir: string, secret: string): boolean {
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(sessionSecretFile(dataDir), secret, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}
