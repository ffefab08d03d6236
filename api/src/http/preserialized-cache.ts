import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * A JSON body serialized once, with its strong ETag and its compressed forms: compressing per
 * request cost the list half its throughput (npm run bench -w @immo/api).
 */
export type Preserialized = { body: string; etag: string; gzip: Buffer; brotli: Buffer };

/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_ABOVE = 1024;

export function preserialize(value: unknown): Preserialized {
  const body = JSON.stringify(value);
  const raw = Buffer.from(body);
  const small = raw.length < COMPRESS_ABOVE;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    gzip: small ? raw : gzipSync(raw, { level: 6 }),
    brotli: small ? raw : brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
  };
}

/** A bounded memo of pre-serialized answers, for queries whose variety is open-ended. */
export class PreserializedCache {
  private readonly entries = new Map<string, Preserialized>();

  constructor(private readonly limit = 1000) {}

  get(key: string, make: () => unknown): Preserialized {
    const hit = this.entries.get(key);
    if (hit) {
      // Re-insert to keep the most recently used last.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = preserialize(make());
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
