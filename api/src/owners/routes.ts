import { randomBytes } from 'node:crypto';
import {
  OwnerLoginFormSchema,
  PasswordForgottenFormSchema,
  PasswordResetFormSchema,
  pagePath,
  propertyCard,
  publicProperty,
  type Lang,
} from '@immo/shared';
import { routedPath } from '../http/security.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Database } from '../db/schema.js';
import { errorBody } from '../http/api-error.js';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import type { Translate } from '../i18n/translator.js';
import { queueMails } from '../mail/outbox.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { ABSOLUTE_TIMEOUT_MS, SESSION_COOKIE, Sessions, tokenDigest, type OwnerSession } from './sessions.js';
import { propertyStatistics, DEFAULT_STATISTICS_DAYS } from './statistics.js';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
const RESET_LIFETIME_MINUTES = 30;

export type OwnerDeps = {
  db: Kysely<Database>;
  catalogue: () => Catalogue;
  translate: (lang: Lang) => Translate;
  siteOrigin: string;
  secureCookies: boolean;
  afterQueued: () => void;
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyRequest {
    owner?: OwnerSession;
  }
}

/** SPEC §6 owner portal: login, logout, password forgotten/reset, the owner's properties and their statistics. */
export async function ownerRoutes(app: FastifyInstance, deps: OwnerDeps): Promise<void> {
  const sessions = new Sessions(deps.db, deps.now);
  const cookieOptions = {
    path: '/api/owner',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: deps.secureCookies,
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  };

  const refuse = (
    reply: FastifyReply,
    request: FastifyRequest,
    status: number,
    code: Parameters<typeof errorBody>[0],
  ) => {
    const lang = requestLanguage(request);
    return reply.code(status).send(errorBody(code, lang, deps.translate(lang)));
  };

  /** Every owner call after login: a live session, and for changes the CSRF token of that session. */
  const requireOwner = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessions.find(request.cookies[SESSION_COOKIE]);
    if (!session) return refuse(reply, request, 401, 'sessionExpired');
    if (request.method !== 'GET' && request.headers['x-csrf-token'] !== session.csrfToken)
      return refuse(reply, request, 403, 'csrfInvalid');
    request.owner = session;
  };

  const ownsProperty = async (ownerId: number, propertyId: number) =>
    (await deps.db
      .selectFrom('owner_properties')
      .select('property_id')
      .where('owner_id', '=', ownerId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst()) !== undefined;

  const loginLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  // Before any session exists (login, password forgotten) there is no CSRF token yet: a browser
  // names the page that sent a POST, and only our own pages may post to the owner portal.
  const siteOrigin = new URL(deps.siteOrigin).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST' || !routedPath(request.url).startsWith('/api/owner/')) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) return refuse(reply, request, 403, 'csrfInvalid');
  });

  app.post(
    '/api/owner/login',
    { config: loginLimit, bodyLimit: 4096, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = OwnerLoginFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const now = deps.now();
      const owner = await deps.db
        .selectFrom('owners')
        .selectAll()
        .where('email', '=', parsed.data.email.toLowerCase())
        .executeTakeFirst();
      const locked =
        owner?.locked_until !== null &&
        owner?.locked_until !== undefined &&
        Date.parse(owner.locked_until) > now.getTime();
      const valid = await verifyPassword(owner?.password_hash ?? null, parsed.data.password);
      // Unknown e-mail, wrong password and a locked account get the same answer (SPEC §8 login failed).
      if (!owner || locked || !valid) {
        if (owner && !locked) {
          const failed = owner.failed_attempts + 1;
          await deps.db
            .updateTable('owners')
            .set({
              failed_attempts: failed >= MAX_FAILED_LOGINS ? 0 : failed,
              locked_until: failed >= MAX_FAILED_LOGINS ? new Date(now.getTime() + LOCKOUT_MS).toISOString() : null,
            })
            .where('id', '=', owner.id)
            .execute();
        }
        return reply.code(401).send(errorBody('loginFailed', lang, t));
      }
      await deps.db
        .updateTable('owners')
        .set({ failed_attempts: 0, locked_until: null })
        .where('id', '=', owner.id)
        .execute();
      const { token, csrfToken } = await sessions.create(owner.id);
      const ownerLang = owner.language as Lang;
      const mail = deps.translate(ownerLang);
      await queueMails(
        deps.db,
        [
          {
            kind: 'login-notification',
            to: owner.email,
            subject: mail('mail:loginNotification.subject'),
            text: `${mail('mail:loginNotification.body', { name: owner.name, date: now.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' })}\n\n${mail('mail:signature')}`,
          },
        ],
        now,
      );
      deps.afterQueued();
      reply.setCookie(SESSION_COOKIE, token, cookieOptions);
      return { owner: { name: owner.name, email: owner.email, language: owner.language }, csrfToken };
    },
  );

  app.post('/api/owner/logout', { preHandler: requireOwner, schema: { tags: ['owner'] } }, async (request, reply) => {
    await sessions.destroy(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: cookieOptions.path });
    return { ok: true };
  });

  app.get('/api/owner/session', { preHandler: requireOwner, schema: { tags: ['owner'] } }, async (request) => {
    const owner = await deps.db
      .selectFrom('owners')
      .select(['name', 'email', 'language'])
      .where('id', '=', request.owner!.ownerId)
      .executeTakeFirstOrThrow();
    return { owner, csrfToken: request.owner!.csrfToken };
  });

  app.post(
    '/api/owner/password-forgotten',
    { config: loginLimit, bodyLimit: 4096, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = PasswordForgottenFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const owner = await deps.db
        .selectFrom('owners')
        .select(['id', 'name', 'email', 'language'])
        .where('email', '=', parsed.data.email.toLowerCase())
        .executeTakeFirst();
      if (owner) {
        const token = randomBytes(32).toString('base64url');
        const now = deps.now();
        const mailLang = owner.language as Lang;
        const mail = deps.translate(mailLang);
        // In the fragment: a fragment is never sent to a server, so the token stays out of every
        // log and Referer (the portal reads it and drops it from the address).
        const link = `${deps.siteOrigin}${pagePath('login', mailLang)}#reset=${token}`;
        await deps.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('password_resets')
            .values({
              token_hash: tokenDigest(token),
              owner_id: owner.id,
              expires_at: new Date(now.getTime() + RESET_LIFETIME_MINUTES * 60_000).toISOString(),
              used_at: null,
            })
            .execute();
          await queueMails(
            trx,
            [
              {
                kind: 'password-reset',
                to: owner.email,
                subject: mail('mail:passwordReset.subject'),
                text: `${mail('mail:passwordReset.body', { name: owner.name, minutes: RESET_LIFETIME_MINUTES, link })}\n\n${mail('mail:signature')}`,
              },
            ],
            now,
          );
        });
        deps.afterQueued();
      }
      // The same answer whether or not the address has an account.
      return reply.code(202).send({ ok: true, message: t('errors:passwordResetSent.text') });
    },
  );

  app.post(
    '/api/owner/password-reset',
    { config: loginLimit, bodyLimit: 4096, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = PasswordResetFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const now = deps.now().toISOString();
      const reset = await deps.db
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenDigest(parsed.data.token))
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('owner_id')
        .executeTakeFirst();
      if (!reset) return reply.code(400).send(errorBody('resetTokenInvalid', lang, t));
      await deps.db
        .updateTable('owners')
        .set({ password_hash: await hashPassword(parsed.data.password), failed_attempts: 0, locked_until: null })
        .where('id', '=', reset.owner_id)
        .execute();
      await sessions.destroyAllOf(reset.owner_id);
      return { ok: true };
    },
  );

  app.get('/api/owner/properties', { preHandler: requireOwner, schema: { tags: ['owner'] } }, async (request) => {
    const lang = requestLanguage(request);
    const rows = await deps.db
      .selectFrom('owner_properties')
      .selectAll()
      .where('owner_id', '=', request.owner!.ownerId)
      .execute();
    return rows.flatMap((row) => {
      const record = deps.catalogue().byId.get(row.property_id);
      if (!record) return [];
      return [
        {
          property: propertyCard(publicProperty(deps.catalogue().property(record, lang))),
          manager: { name: row.manager_name, email: row.manager_email, phone: row.manager_phone },
        },
      ];
    });
  });

  const PropertyParams = z.object({ id: z.coerce.number().int().positive() });
  const StatisticsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(DEFAULT_STATISTICS_DAYS) });

  app.get(
    '/api/owner/properties/:id/statistics',
    { preHandler: requireOwner, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const params = PropertyParams.safeParse(request.params);
      const query = StatisticsQuery.safeParse(request.query);
      if (!params.success || !query.success) return refuse(reply, request, 400, 'invalidRequest');
      if (!(await ownsProperty(request.owner!.ownerId, params.data.id)))
        return refuse(reply, request, 403, 'forbidden');
      reply.header('cache-control', 'private, no-store');
      return propertyStatistics(deps.db, params.data.id, deps.now(), query.data.days);
    },
  );

  app.get(
    '/api/owner/properties/:id/documents',
    { preHandler: requireOwner, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const params = PropertyParams.safeParse(request.params);
      if (!params.success) return refuse(reply, request, 400, 'invalidRequest');
      if (!(await ownsProperty(request.owner!.ownerId, params.data.id)))
        return refuse(reply, request, 403, 'forbidden');
      reply.header('cache-control', 'private, no-store');
      return deps.db
        .selectFrom('documents')
        .select(['name', 'url', 'size'])
        .where('property_id', '=', params.data.id)
        .orderBy('name')
        .execute();
    },
  );

  const PageView = z.object({ propertyId: z.coerce.number().int().positive() });
  app.post(
    '/api/page-views',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: 1024, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const parsed = PageView.safeParse(request.body ?? {});
      if (!parsed.success || !deps.catalogue().byId.has(parsed.data.propertyId))
        return refuse(reply, request, 400, 'invalidRequest');
      // A count per property and day: no address, no cookie, nothing about the visitor.
      await deps.db
        .insertInto('page_views')
        .values({ property_id: parsed.data.propertyId, day: deps.now().toISOString().slice(0, 10), count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['property_id', 'day']).doUpdateSet((eb) => ({ count: eb('page_views.count', '+', 1) })),
        )
        .execute();
      return reply.code(204).send();
    },
  );
}
