import type { IncomingMessage } from 'node:http';
import type { Lang } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { Translate } from '../i18n/translator.js';
import { errorBody } from './api-error.js';
import { requestLanguage } from './request-language.js';

/**
 * Where a URL that cannot be decoded (`/api/properties/%C0%AF`) goes. Fastify answers such a URL
 * itself, before any hook: without the security headers and in its own error format. Rewritten,
 * it passes the hooks of every request: the API's paths get the API's usual 400, any other path
 * the not-found page in the language of its first segment.
 */
export const BAD_URL_PATH = '/__bad-url';

/** Fastify's `rewriteUrl`: a URL whose path does not decode is sent on as above; any other stays. */
export function rewriteBadUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const path = url.split('?', 1)[0]!;
  try {
    decodeURIComponent(path);
    return url;
  } catch {
    if (/^\/api\//i.test(path)) return BAD_URL_PATH;
    const lang = /^\/(nl|fr|de)\//i.exec(path)?.[1]?.toLowerCase();
    return lang ? `/${lang}/404/` : '/404/';
  }
}

export async function badUrlRoute(app: FastifyInstance, deps: { translate: (lang: Lang) => Translate }) {
  app.all(BAD_URL_PATH, { schema: { hide: true } }, async (request, reply) => {
    const lang = requestLanguage(request);
    return reply.code(400).send(errorBody('invalidRequest', lang, deps.translate(lang)));
  });
}
