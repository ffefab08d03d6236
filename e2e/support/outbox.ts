import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The outbox of the API under test (serve-site.mjs: one data folder per port, no SMTP server). */
function outboxOf(baseURL: string): string {
  return join(tmpdir(), `immo-e2e-${new URL(baseURL).port}`, 'outbox');
}

/**
 * A mail as the reader sees it: its headers as written, its body with the quoted-printable soft
 * breaks and escapes undone. Headers are left alone: "token=AB…" in a header is not an escape.
 */
function readable(eml: string): string {
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(eml)) return eml;
  const bodyStart = eml.search(/\r?\n\r?\n/);
  if (bodyStart < 0) return eml;
  return eml.slice(0, bodyStart) + decodeQuotedPrintable(eml.slice(bodyStart));
}

/** The escapes are the bytes of UTF-8 text: a run of them is decoded together ("=E2=82=AC" is "€"). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}

/** The mails written to one address so far, newest last. */
export function mailsTo(baseURL: string, address: string): string[] {
  let files: string[];
  try {
    files = readdirSync(outboxOf(baseURL)).sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readable(readFileSync(join(outboxOf(baseURL), file), 'utf8')))
    .filter((mail) => new RegExp(`^To: .*${address.replace(/[.]/g, '\\.')}`, 'mi').test(mail));
}

/**
 * Waits for a mail to `address` that matches `pattern` (the outbox worker sends every second here),
 * as long as any expectation may wait (playwright.config.ts).
 */
export async function waitForMail(baseURL: string, address: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect.poll(() => (found = mailsTo(baseURL, address).find((mail) => pattern.test(mail)) ?? '')).not.toBe('');
  return found;
}
