import type { ApiErrorCode, Lang } from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { errorBody } from '../../http/api-error.js';
import { requestLanguage } from '../../http/request-language.js';
import { LangQuerySchema, routeSchema } from '../../http/route-schema.js';
import type { Translate } from '../../i18n/translator.js';
import { queueDelivery } from './event-queue.js';
import { MAX_PUSH_BYTES, PushBodySchema, PushHeadersSchema, PushQueuedSchema } from './push-schemas.js';
import { checkSignature, deliveryKey, SIGNATURE_HEADER } from './signature.js';

export type PushRouteDeps = {
  db: Kysely<Database>;
  /** IMPORT_PUSH_SECRET, shared with the CRM. */
  secret: string;
  translate: (lang: Lang) => Translate;
  now: () => Date;
  /** After events are queued: the worker takes them now rather than at its next tick. */
  afterQueued: () => void;
};

const PUSH = routeSchema({
  tags: ['import'],
  summary: "A CRM's changes, signed with IMPORT_PUSH_SECRET; queued and imported in delta mode",
  description:
    'The signature is checked first, over the raw body: a push it does not sign is 401 whatever else is ' +
    'wrong with it. A body that is not JSON is 400 invalidRequest; events not as described, 400 ' +
    'invalidForm naming the field (events.1.record).',
  querystring: LangQuerySchema,
  headers: PushHeadersSchema,
  body: PushBodySchema,
  response: { 202: PushQueuedSchema },
  errors: { 401: ['forbidden'], 415: ['invalidForm'] },
});

/**
 * POST /api/import/events: a CRM's webhook, signed over its raw body (X-Immo-Signature, signature.ts);
 * stored in the queue and answered 202 at once, imported by the push worker (push-worker.ts).
 *
 * The order of a request's steps is what makes the signature hold. This plugin's JSON parser keeps
 * the body as text; `preValidation` checks the signature over that text, then parses it and puts the
 * JSON in its place; only then does Fastify validate the headers and the body with the route's schema
 * (the same zod schema the document shows), so a wrong signature is 401 before any 400, and what is
 * verified is exactly what is imported.
 */
export async function pushRoutes(fastify: FastifyInstance, deps: PushRouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // JSON only, kept as text (Fastify's text/plain parser would take a push too): any other type is
  // 415. Encapsulated: the rest of the API keeps Fastify's parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  /** Each verified request's delivery (its signed time and raw body), for the handler. */
  const deliveries = new WeakMap<FastifyRequest, string>();

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: ApiErrorCode) => {
    const lang = requestLanguage(request);
    return reply.code(status).send(errorBody(code, lang, deps.translate(lang)));
  };

  const signedJson = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const check = checkSignature(signature(request), raw, deps.secret, deps.now());
    if (check !== 'valid') {
      request.log.warn({ check }, 'import push refused: signature');
      return refuse(request, reply, 401, 'forbidden');
    }
    const json = parsedJson(raw);
    if (json === undefined) return refuse(request, reply, 400, 'invalidRequest');
    deliveries.set(request, deliveryKey(signature(request), raw));
    request.body = json;
  };

  app.post(
    '/api/import/events',
    { bodyLimit: MAX_PUSH_BYTES, schema: PUSH, preValidation: signedJson },
    async (request, reply) => {
      const { source, events } = request.body;
      const queued = await queueDelivery(deps.db, deliveries.get(request)!, source, events, deps.now());
      if (queued > 0) deps.afterQueued();
      return reply.code(202).send({ queued });
    },
  );
}

function signature(request: FastifyRequest): string | undefined {
  const value = request.headers[SIGNATURE_HEADER];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The body's JSON, or undefined when it is not JSON (none included). */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
