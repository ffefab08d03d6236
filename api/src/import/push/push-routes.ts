import type { ApiErrorCode, Lang } from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { errorBody } from '../../http/api-error.js';
import { invalidInput } from '../../http/invalid-input.js';
import { requestLanguage } from '../../http/request-language.js';
import type { Translate } from '../../i18n/translator.js';
import { queueDelivery } from './event-queue.js';
import { MAX_PUSH_BYTES, PushBodySchema } from './push-body.js';
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

/**
 * POST /api/import/events: a CRM's webhook. Signed over the raw body (X-Immo-Signature, signature.ts),
 * so the body is read as text here and parsed only once the signature holds; stored in the queue and
 * answered 202 at once, imported by the push worker (push-worker.ts).
 */
export async function pushRoutes(app: FastifyInstance, deps: PushRouteDeps): Promise<void> {
  // This plugin's own JSON parser (encapsulated: the rest of the API keeps Fastify's): the raw text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const refuse = (request: FastifyRequest, reply: FastifyReply, status: number, code: ApiErrorCode) => {
    const lang = requestLanguage(request);
    return reply.code(status).send(errorBody(code, lang, deps.translate(lang)));
  };

  app.post(
    '/api/import/events',
    {
      bodyLimit: MAX_PUSH_BYTES,
      schema: PUSH_SCHEMA,
      // The body schema describes the endpoint (OpenAPI); zod checks it in the handler, after the
      // signature, and names the field at fault.
      validatorCompiler: () => (value) => ({ value }),
      preValidation: async (request, reply) => {
        const check = checkSignature(header(request), rawBody(request), deps.secret, deps.now());
        if (check !== 'valid') {
          request.log.warn({ check }, 'import push refused: signature');
          return refuse(request, reply, 401, 'forbidden');
        }
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      let json: unknown;
      try {
        json = JSON.parse(rawBody(request));
      } catch {
        return refuse(request, reply, 400, 'invalidRequest');
      }
      const parsed = PushBodySchema.safeParse(json);
      if (!parsed.success) return invalidInput(reply, lang, deps.translate(lang), parsed.error);
      const delivery = deliveryKey(header(request), rawBody(request));
      const queued = await queueDelivery(deps.db, delivery, parsed.data.source, parsed.data.events, deps.now());
      if (queued > 0) deps.afterQueued();
      return reply.code(202).send({ queued });
    },
  );
}

function header(request: FastifyRequest): string | undefined {
  const value = request.headers[SIGNATURE_HEADER];
  return Array.isArray(value) ? value.join(',') : value;
}

/** The body as it arrived (our parser keeps it a string); none for a request without one. */
function rawBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

const ERROR_SCHEMA = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    lang: { type: 'string' },
    fields: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        properties: { key: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
  required: ['error', 'title', 'message', 'lang'],
} as const;

const { $schema: _draft, ...BODY_SCHEMA } = z.toJSONSchema(PushBodySchema, { target: 'openapi-3.0' });

const PUSH_SCHEMA = {
  tags: ['import'],
  summary: "A CRM's changes, signed with IMPORT_PUSH_SECRET; queued and imported in delta mode",
  headers: {
    type: 'object',
    properties: {
      [SIGNATURE_HEADER]: {
        type: 'string',
        description: 't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">; t within 5 minutes of ours',
      },
    },
    required: [SIGNATURE_HEADER],
  },
  body: BODY_SCHEMA,
  response: {
    202: {
      description: 'Stored in the queue; imported shortly after',
      type: 'object',
      properties: { queued: { type: 'integer', description: 'The events stored' } },
      required: ['queued'],
    },
    400: { description: 'Not JSON, or not events as described (the field is named)', ...ERROR_SCHEMA },
    401: { description: 'No signature, a wrong one, or one older than 5 minutes', ...ERROR_SCHEMA },
    413: { description: 'A body over 1 MB', ...ERROR_SCHEMA },
    415: { description: 'Not application/json', ...ERROR_SCHEMA },
  },
};
