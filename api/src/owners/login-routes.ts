import { OwnerLoginFormSchema } from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import { queueMails } from '../mail/outbox.js';
import type { OwnerContext } from './owner-context.js';
import { loginNotificationMail } from './owner-mails.js';
import { verifyPassword } from './passwords.js';

/** Per client address, beside the per-account throttle: what one machine may try a minute. */
export const LOGIN_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

type Owner = { id: number; email: string; name: string; language: string; password_hash: string };

/** SPEC §6: an owner logs in, is told of it by mail, and logs out. */
export async function loginRoutes(scope: FastifyInstance, context: OwnerContext): Promise<void> {
  const { deps, sessions, throttle, cookie, refuse, requireOwner } = context;

  const findOwner = (email: string): Promise<Owner | undefined> =>
    deps.db
      .selectFrom('owners')
      .select(['id', 'email', 'name', 'language', 'password_hash'])
      .where('email', '=', email)
      .executeTakeFirst();

  /** SPEC §6: a mail tells the owner someone logged in to their account. */
  const notifyLogin = async (owner: Owner, now: Date) => {
    await queueMails(deps.db, [loginNotificationMail(deps, owner, now)], now);
    deps.afterQueued();
  };

  scope.post(
    '/api/owner/login',
    { config: LOGIN_RATE_LIMIT, bodyLimit: 4096, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = OwnerLoginFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const email = parsed.data.email.toLowerCase();
      // Keyed by the address as typed, known or not: a throttled answer says nothing of an account.
      const wait = await throttle.attempt(email, request.ip);
      if (wait > 0) return refuse(reply.header('retry-after', String(wait)), request, 429, 'tooManyRequests');
      const owner = await findOwner(email);
      // An unknown e-mail costs the same argon2 work as a wrong password, and gets the same answer (SPEC §8).
      const valid = await verifyPassword(owner?.password_hash ?? null, parsed.data.password);
      if (!owner || !valid) return refuse(reply, request, 401, 'loginFailed');
      await throttle.succeeded(email, request.ip);
      const { token, csrfToken } = await sessions.create(owner.id);
      await notifyLogin(owner, deps.now());
      reply.setCookie(cookie.name, token, cookie.options);
      return { owner: { name: owner.name, email: owner.email, language: owner.language }, csrfToken };
    },
  );

  scope.post('/api/owner/logout', { preHandler: requireOwner, schema: { tags: ['owner'] } }, async (request, reply) => {
    await sessions.destroy(request.cookies[cookie.name]);
    // A __Host- cookie is only replaced (here: emptied) with its Secure flag and path.
    const { maxAge: _maxAge, ...clearing } = cookie.options;
    reply.clearCookie(cookie.name, clearing);
    return { ok: true };
  });

  // A visitor with no session cookie has no session to lose: `{ owner: null }`, not a 401 the
  // browser logs as an error on every visit to the login page. A cookie whose session ended: 401.
  const sessionOrNone = async (request: FastifyRequest, reply: FastifyReply) =>
    request.cookies[cookie.name] ? requireOwner(request, reply) : reply.send({ owner: null });
  scope.get('/api/owner/session', { preHandler: sessionOrNone, schema: { tags: ['owner'] } }, async (request) => {
    const owner = await deps.db
      .selectFrom('owners')
      .select(['name', 'email', 'language'])
      .where('id', '=', request.owner!.ownerId)
      .executeTakeFirstOrThrow();
    return { owner, csrfToken: request.owner!.csrfToken };
  });
}
