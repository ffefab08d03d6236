import { isLang, pagePath, SearchAlertFormSchema, type Lang } from '@immo/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { errorBody } from '../http/api-error.js';
import { fieldErrors } from '../http/field-errors.js';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import type { AltchaChallenges } from '../leads/altcha.js';
import type { AlertMailContext } from './alert-mail-context.js';
import { alertsPageLink, isAddressToken, isAlertToken } from './alert-links.js';
import { readAlertFilters } from './alert-filters.js';
import { createAlert } from './create-alert.js';
import { alertsOf, endAlerts } from './manage-alerts.js';

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
const SignedAddress = z.object({ email: z.string().max(254), token: z.string().max(100) });
const EndRequest = SignedAddress.extend({ alertId: z.coerce.number().int().positive().optional() });

function forbidden(reply: FastifyReply, lang: Lang, deps: AlertRouteDeps) {
  return reply.code(403).send(errorBody('forbidden', lang, deps.translate(lang)));
}

/**
 * Search alerts (issue 24): a visitor asks to be mailed new properties like the list's; sees and
 * ends their alerts through the signed link of any alert mail; a mail program's one-click
 * unsubscribe (RFC 8058) ends one alert. No login anywhere: only who reads the mailbox has the links.
 */
export async function alertRoutes(app: FastifyInstance, deps: AlertRouteDeps): Promise<void> {
  const rateLimit = { max: deps.perMinute, timeWindow: '1 minute' };
  // RFC 8058: a mail program POSTs `List-Unsubscribe=One-Click` form-encoded (this scope only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/alerts',
    { bodyLimit: BODY_LIMIT, schema: { tags: ['leads'] }, config: { rateLimit } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = SearchAlertFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const data = parsed.data;
      // The honeypot: answered as a form that did not validate (leads/routes.ts says why).
      if (typeof data.website === 'string' && data.website.trim() !== '') {
        return reply.code(400).send(errorBody('invalidForm', lang, t));
      }
      const filters = readAlertFilters(data.filters);
      if (filters.issues) return invalidInput(reply, lang, t, { issues: filters.issues });
      if (!(await deps.altcha.verify(String(data.altcha ?? '').trim()))) {
        const fields = fieldErrors([{ path: ['altcha'], message: 'validation:invalid.captcha' }], t);
        return reply.code(400).send(errorBody('captchaInvalid', lang, t, fields));
      }
      const alert = {
        email: data.email,
        lang: data.language ?? lang,
        frequency: data.frequency,
        filters: filters.filters,
      };
      await createAlert(deps.db, deps, alert, deps.now());
      deps.afterStored();
      return reply.code(201).send({ ok: true, lang, message: t('errors:success.search-alert') });
    },
  );

  app.get('/api/alerts', { schema: { tags: ['leads'] }, config: { rateLimit } }, async (request, reply) => {
    const lang = requestLanguage(request);
    reply.header('cache-control', 'no-store');
    const query = SignedAddress.safeParse(request.query);
    if (!query.success || !isAddressToken(deps.linkSecret, query.data.email, query.data.token)) {
      return forbidden(reply, lang, deps);
    }
    return alertsOf(deps.db, query.data.email);
  });

  app.post(
    '/api/alerts/end',
    { bodyLimit: 1024, schema: { tags: ['leads'] }, config: { rateLimit } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      reply.header('cache-control', 'no-store');
      const body = EndRequest.safeParse(request.body ?? {});
      if (!body.success || !isAddressToken(deps.linkSecret, body.data.email, body.data.token)) {
        return forbidden(reply, lang, deps);
      }
      const { email, alertId } = body.data;
      const ended = await endAlerts(deps.db, alertId === undefined ? { email } : { email, alertId }, deps.now());
      return { ok: true, ended };
    },
  );

  // One click (RFC 8058): the POST of a mail program's "unsubscribe" ends the alert the URL signs.
  app.post<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/alerts/:id/unsubscribe',
    { bodyLimit: 1024, schema: { tags: ['leads'] }, config: { rateLimit } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const alertId = Number(request.params.id);
      if (!Number.isSafeInteger(alertId) || !isAlertToken(deps.linkSecret, alertId, request.query.token)) {
        return forbidden(reply, lang, deps);
      }
      const ended = await endAlerts(deps.db, { alertId }, deps.now());
      reply.header('cache-control', 'no-store');
      return { ok: true, ended };
    },
  );

  // Opening that URL (a mail scanner, a visitor's click) ends nothing: it shows the alerts page.
  app.get<{ Params: { id: string }; Querystring: { token?: string } }>(
    '/api/alerts/:id/unsubscribe',
    { schema: { tags: ['leads'] }, config: { rateLimit } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const alertId = Number(request.params.id);
      if (!Number.isSafeInteger(alertId) || !isAlertToken(deps.linkSecret, alertId, request.query.token)) {
        return forbidden(reply, lang, deps);
      }
      const alert = await deps.db
        .selectFrom('search_alerts')
        .select(['email', 'language'])
        .where('id', '=', alertId)
        .executeTakeFirst();
      const pageLang = alert && isLang(alert.language) ? alert.language : lang;
      // A site path: the page of this site, whatever host the request named.
      const target = alert ? alertsPageLink('', deps.linkSecret, alert.email, pageLang) : pagePath('alerts', lang);
      return reply.header('cache-control', 'no-store').redirect(target, 303);
    },
  );
}
