import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESS_ABOVE, type Preserialized } from './preserialized-cache.js';

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
