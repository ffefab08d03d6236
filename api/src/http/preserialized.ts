import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A JSON body serialized once, with its strong ETag and its compressed forms: compressing per
 * request cost the list half its throughput (npm run bench -w @immo/api).
 */
export type Preserialized = { body: string; etag: string; gzip: Buffer; brotli: Buffer };

const COMPRESS_ABOVE = 1024;

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

/** The best encoding the client accepts (q > 0), brotli first. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => quality === undefined || Number(quality.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The catalogue changes rarely: browsers may reuse it a minute, then revalidate by ETag. */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** Sends a pre-serialized body, or 304 when the client already has it (If-None-Match). */
export function sendPreserialized(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Preserialized,
  cacheControl = CATALOGUE_CACHE_CONTROL,
): FastifyReply {
  reply
    .header('etag', payload.etag)
    .header('cache-control', cacheControl)
    .header('vary', 'Accept-Language, Accept-Encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === payload.etag)) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding = payload.body.length < COMPRESS_ABOVE ? null : acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(payload.body);
  // Already compressed: @fastify/compress leaves a reply with a content-encoding alone.
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? payload.brotli : payload.gzip);
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
