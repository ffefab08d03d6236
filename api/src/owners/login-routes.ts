import { LoggedOutSchema, OwnerLoginFormSchema, OwnerSessionAnswerSchema, OwnerSessionSchema } from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import { logIn, sessionOwner } from './login-service.js';
import type { OwnerContext } from './owner-guard-plugin.js';
import { CsrfHeadersSchema, FOREIGN_ORIGIN, SESSION_NEEDED } from './owner-schemas.js';

/** Per client address, beside the per-account throttle: what one machine may try a minute. */
export const LOGIN_RATE_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const login = routeSchema({
  tags: ['owner'],
  summary: 'Log in',
  description:
    'Sets the HttpOnly session cookie and mails the owner that someone logged in. An unknown address and a ' +
    'wrong password get the same 401. After 5 failures at one account from one address, that address waits ' +
    '(429 with Retry-After), doubling up to 15 minutes. ' +
    FOREIGN_ORIGIN,
  querystring: LangQuerySchema,
  body: OwnerLoginFormSchema,
  response: { 200: OwnerSessionSchema },
  errors: { 401: ['loginFailed'], 403: ['csrfInvalid'] },
  rateLimited: true,
});

const logout = routeSchema({
  tags: ['owner'],
  summary: 'Log out',
  description: `Ends the session on the server and clears its cookie. ${SESSION_NEEDED}`,
  querystring: LangQuerySchema,
  headers: CsrfHeadersSchema,
  response: { 200: LoggedOutSchema },
  errors: { 401: ['sessionExpired'], 403: ['csrfInvalid'] },
});

const session = routeSchema({
  tags: ['owner'],
  summary: 'The session of this browser',
  description:
    'Who is logged in, with the CSRF token of the session; { owner: null } without a session cookie, ' +
    '401 sessionExpired with the cookie of a session that ended (30 minutes idle, 12 hours after login).',
  querystring: LangQuerySchema,
  response: { 200: OwnerSessionAnswerSchema },
  errors: { 401: ['sessionExpired'] },
});

/** SPEC §6: an owner logs in, is told of it by mail, and logs out. */
export async function loginRoutes(fastify: FastifyInstance, context: OwnerContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, sessions, cookie, refuse, requireOwner } = context;

  app.post('/api/owner/login', { config: LOGIN_RATE_LIMIT, bodyLimit: 4096, schema: login }, async (request, reply) => {
    const outcome = await logIn(context, request.body, request.ip);
    if (outcome.kind === 'throttled')
      return refuse(reply.header('retry-after', String(outcome.retryAfterSeconds)), request, 429, 'tooManyRequests');
    if (outcome.kind === 'failed') return refuse(reply, request, 401, 'loginFailed');
    reply.setCookie(cookie.name, outcome.token, cookie.options);
    return { owner: outcome.owner, csrfToken: outcome.csrfToken };
  });

  app.post('/api/owner/logout', { preValidation: requireOwner, schema: logout }, async (request, reply) => {
    await sessions.destroy(request.cookies[cookie.name]);
    // A __Host- cookie is only replaced (here: emptied) with its Secure flag and path.
    const { maxAge: _maxAge, ...clearing } = cookie.options;
    reply.clearCookie(cookie.name, clearing);
    return { ok: true as const };
  });

  // A visitor with no session cookie has no session to lose: `{ owner: null }`, not a 401 the
  // browser logs as an error on every visit to the login page. A cookie whose session ended: 401.
  const sessionOrNone = async (request: FastifyRequest, reply: FastifyReply) =>
    request.cookies[cookie.name] ? requireOwner(request, reply) : reply.send({ owner: null });
  app.get('/api/owner/session', { preValidation: sessionOrNone, schema: session }, async (request) => ({
    owner: await sessionOwner(deps.db, request.owner!.ownerId),
    csrfToken: request.owner!.csrfToken,
  }));
}
