import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A JSON body serialized once, with its strong ETag. */
export type Preserialized = { body: string; etag: string };

export function preserialize(value: unknown): Preserialized {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
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
  reply.header('etag', payload.etag).header('cache-control', cacheControl).header('vary', 'Accept-Language');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === payload.etag)) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(payload.body);
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
