import { ConfirmationAnswerSchema, type Lang } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../http/api-error.js';
import { requestLanguage } from '../http/request-language.js';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import type { Translate } from '../i18n/translator.js';
import { ConfirmationBodySchema } from './confirmation-schemas.js';
import { confirmLink, type ConfirmationServiceDeps } from './confirmation-service.js';

export type ConfirmationDeps = ConfirmationServiceDeps & {
  translate: (lang: Lang) => Translate;
  /** Requests one client may send a minute. */
  perMinute: number;
  now: () => Date;
};

const CONFIRM = routeSchema({
  tags: ['leads'],
  summary: 'Confirm with a mailed link',
  description:
    "The confirm page's button posts the token of the link it was opened with. Opening the link confirms " +
    'nothing: mail scanners open every link of a mail.',
  querystring: LangQuerySchema,
  body: ConfirmationBodySchema,
  response: { 200: ConfirmationAnswerSchema },
  errors: { 410: ['confirmationInvalid'] },
  rateLimited: true,
});

/**
 * POST /api/confirmations `{ token }`: the confirm page's button. There is no GET: mail scanners
 * open every link of a mail, so opening the link only shows the page (confirmation-links.ts).
 * An unknown, expired or used link gets 410 `confirmationInvalid`.
 */
export async function confirmationRoutes(fastify: FastifyInstance, deps: ConfirmationDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/confirmations',
    { bodyLimit: 1024, schema: CONFIRM, config: { rateLimit: { max: deps.perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const confirmed = await confirmLink(deps, request.body.token, deps.now());
      reply.header('cache-control', 'no-store');
      if (!confirmed) return reply.code(410).send(errorBody('confirmationInvalid', lang, t));
      return { ok: true as const, kind: confirmed, lang, message: t(`errors:success.${confirmed}-confirmed`) };
    },
  );
}
