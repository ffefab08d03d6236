import { DEFAULT_LANGUAGE, isLang, type Lang } from '@immo/shared';
import type { FastifyRequest } from 'fastify';

/** The visitor's language: `lang` in the query or body, else the best of Accept-Language, else the default. */
export function requestLanguage(request: FastifyRequest): Lang {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLang(query)) return query;
  const body = request.body as Record<string, unknown> | undefined;
  if (body && typeof body === 'object' && isLang(body.language)) return body.language;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q = 'q=1'] = part.trim().split(';');
      return { lang: tag.slice(0, 2).toLowerCase(), weight: Number(q.replace('q=', '')) || 0 };
    })
    .sort((a, b) => b.weight - a.weight)
    .find((entry) => isLang(entry.lang));
  return (accepted?.lang as Lang | undefined) ?? DEFAULT_LANGUAGE;
}
