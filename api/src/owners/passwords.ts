import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 defaults are argon2id, m=19456 KiB, t=2, p=1: the OWASP minimum.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the e-mail is unknown, so both answers take as long (no user enumeration by timing).
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hash('not-a-real-password-but-same-cost');
  const target = storedHash ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return storedHash !== null && ok;
}
