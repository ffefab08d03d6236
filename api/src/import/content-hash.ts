import { createHash } from 'node:crypto';
import type { ValidEntry } from './feed.js';

/** JSON with every object's keys in order: the same record hashes the same whatever order a feed wrote it in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The hash of a record as validated (unknown fields dropped, keys ordered): equal means nothing to do. */
export function contentHash(entry: ValidEntry): string {
  return createHash('sha256').update(canonicalJson(entry.property)).digest('hex');
}

/**
 * Stored instead of the hash when some of the record's pictures failed: it never equals a record's
 * hash, so the next run takes the record up again and retries them.
 */
export function pendingHash(hash: string): string {
  return `${hash}+pictures-pending`;
}

export function isPending(storedHash: string | null): boolean {
  return storedHash?.endsWith('+pictures-pending') ?? false;
}
