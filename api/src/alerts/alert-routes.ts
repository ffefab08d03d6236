import { SearchAlertAskedSchema, SearchAlertListSchema, SearchAlertsEndedSchema } from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { errorBody } from '../http/api-error.js';
import { fieldErrors } from '../http/field-errors.js';
import { requestLanguage } from '../http/request-language.js';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import type { AltchaChallenges } from '../leads/altcha.js';
import type { AlertMailContext } from './alert-mail-context.js';
import { signsAddress, signsAlert } from './alert-links.js';
import {
  AlertIdParamsSchema,
  AlertRequestSchema,
  AlertTokenQuerySchema,
  EndAlertsBodySchema,
  OneClickBodySchema,
  SignedAddressQuerySchema,
} from './alert-schemas.js';
import { createAlert } from './create-alert.js';
import { alertsOf, endAlerts, unsubscribePage } from './manage-alerts.js';

export type AlertRouteDeps = AlertMailContext & {
  db: Kysely<Database>;
  altcha: AltchaChallenges;
  /** Requests one client may send a minute to each route. */
  perMinute: number;
  /** Called after a confirmation mail is queued, so it goes out without waiting for the outbox's timer. */
  afterStored: () => void;
  now: () => Date;
};

const BODY_LIMIT = 8 * 1024;
/** What every route answers a request its link does not sign. */
const SIGNED = { 403: ['forbidden'] } as const;

const ASK = routeSchema({
  tags: ['alerts'],
  summary: 'Ask for a search alert (mailed its confirmation link first)',
  description: 'Captcha (GET /api/altcha) and rate limit as the lead forms.',
  querystring: LangQuerySchema,
  body: AlertRequestSchema,
  response: { 201: SearchAlertAskedSchema },
  errors: { 400: ['captchaInvalid'] },
  rateLimited: true,
});

const LIST = routeSchema({
  tags: ['alerts'],
  summary: "An address's live alerts, through the signed link of its alert mails",
  querystring: SignedAddressQuerySchema,
  response: { 200: SearchAlertListSchema },
  errors: SIGNED,
  rateLimited: true,
});

const END = routeSchema({
  tags: ['alerts'],
  summary: 'End one alert of an address, or all of them, through its signed link',
  querystring: LangQuerySchema,
  body: EndAlertsBodySchema,
  response: { 200: SearchAlertsEndedSchema },
  errors: SIGNED,
  rateLimited: true,
});

const ONE_CLICK = routeSchema({
  tags: ['alerts'],
  summary: "One-click unsubscribe (RFC 8058): a mail program's List-Unsubscribe POST ends the alert",
  params: AlertIdParamsSchema,
  querystring: AlertTokenQuerySchema,
  body: OneClickBodySchema,
  consumes: ['application/x-www-form-urlencoded'],
  response: { 200: SearchAlertsEndedSchema },
  errors: SIGNED,
  rateLimited: true,
});

const OPENED = routeSchema({
  tags: ['alerts'],
  summary: 'The unsubscribe URL opened (a click, a mail scanner): ends nothing, leads to the alerts page',
  params: AlertIdParamsSchema,
  querystring: AlertTokenQuerySchema,
  response: {
    303: z.null().describe("To the alerts page (Location), the alert's address signed, in its language."),
  },
  errors: SIGNED,
  rateLimited: true,
});

/**
 * Search alerts (issue 24): a visitor asks to be mailed new properties like the list's; sees and
 * ends their alerts through the signed link of any alert mail; a mail program's one-click
 * unsubscribe (RFC 8058) ends one alert. No login anywhere: only who reads the mailbox has the links.
 */
export async function alertRoutes(fastify: FastifyInstance, deps: AlertRouteDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: { max: deps.perMinute, timeWindow: '1 minute' } };
  // RFC 8058: a mail program POSTs `List-Unsubscribe=One-Click` form-encoded (this scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const forbidden = (request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    return reply
      .code(403)
      .header('cache-control', 'no-store')
      .send(errorBody('forbidden', lang, deps.translate(lang)));
  };
  // The link's signature is checked before the input is validated (preValidation), on the input as
  // sent: a request its link does not sign is 403 whatever else is wrong with it, and learns nothing
  // of what we would have refused.
  const signedAddress = async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = request.method === 'GET' ? request.query : request.body;
    if (!signsAddress(deps.linkSecret, sent)) return forbidden(request, reply);
  };
  const signedAlert = async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as Record<string, unknown>;
    const { token } = request.query as Record<string, unknown>;
    if (!signsAlert(deps.linkSecret, id, token)) return forbidden(request, reply);
  };

  app.post('/api/alerts', { bodyLimit: BODY_LIMIT, schema: ASK, config }, async (request, reply) => {
    const lang = requestLanguage(request);
    const t = deps.translate(lang);
    const form = request.body;
    // The honeypot: answered as a form that did not validate (leads/lead-checks.ts says why).
    if (form.website.trim() !== '') return reply.code(400).send(errorBody('invalidForm', lang, t));
    if (!(await deps.altcha.verify(form.altcha ?? ''))) {
      const fields = fieldErrors([{ path: ['altcha'], message: 'validation:invalid.captcha' }], t);
      return reply.code(400).send(errorBody('captchaInvalid', lang, t, fields));
    }
    const alert = { email: form.email, lang: form.language ?? lang, frequency: form.frequency, filters: form.filters };
    await createAlert(deps.db, deps, alert, deps.now());
    deps.afterStored();
    return reply.code(201).send({ ok: true, lang, message: t('errors:success.search-alert') });
  });

  app.get('/api/alerts', { schema: LIST, config, preValidation: signedAddress }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return alertsOf(deps.db, request.query.email);
  });

  app.post(
    '/api/alerts/end',
    { bodyLimit: 1024, schema: END, config, preValidation: signedAddress },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { email, alertId } = request.body;
      const ended = await endAlerts(deps.db, alertId === undefined ? { email } : { email, alertId }, deps.now());
      return { ok: true as const, ended };
    },
  );

  // One click (RFC 8058): the POST of a mail program's "unsubscribe" ends the alert the URL signs.
  app.post(
    '/api/alerts/:id/unsubscribe',
    { bodyLimit: 1024, schema: ONE_CLICK, config, preValidation: signedAlert },
    async (request, reply) => {
      const ended = await endAlerts(deps.db, { alertId: request.params.id }, deps.now());
      reply.header('cache-control', 'no-store');
      return { ok: true as const, ended };
    },
  );

  // Opening that URL (a mail scanner, a visitor's click) ends nothing: it shows the alerts page.
  app.get(
    '/api/alerts/:id/unsubscribe',
    { schema: OPENED, config, preValidation: signedAlert },
    async (request, reply) => {
      const target = await unsubscribePage(deps.db, deps.linkSecret, request.params.id, requestLanguage(request));
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
}
