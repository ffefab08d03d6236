import type { ApiErrorCode } from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../http/api-error.js';
import { requestLanguage } from '../http/request-language.js';
import { ownerSessionCookie } from './owner-cookie.js';
import { ownerStores, type OwnerDeps, type OwnerStores } from './owner-services.js';
import { sameToken, type OwnerSession } from './sessions.js';

// What guards the owner routes, in their own plugin scope (routes.ts): the Origin of a change, the
// session and its CSRF token, no-store on every answer, and the refusal each of them answers with.

declare module 'fastify' {
  interface FastifyRequest {
    owner?: OwnerSession;
  }
}

/** What every owner route works with: the stores, the session cookie, and the two usual refusals. */
export type OwnerContext = OwnerStores & {
  cookie: ReturnType<typeof ownerSessionCookie>;
  refuse: (reply: FastifyReply, request: FastifyRequest, status: number, code: ApiErrorCode) => FastifyReply;
  /**
   * preValidation of every call after login: a live session, and for a change the session's CSRF
   * token. Before the input is validated, as before any handler: without a session a request learns
   * nothing of its input.
   */
  requireOwner: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
};

export function ownerContext(deps: OwnerDeps): OwnerContext {
  const stores = ownerStores(deps);
  const cookie = ownerSessionCookie(deps.secureCookies);
  const refuse: OwnerContext['refuse'] = (reply, request, status, code) => {
    const lang = requestLanguage(request);
    return reply.code(status).send(errorBody(code, lang, deps.translate(lang)));
  };
  const requireOwner: OwnerContext['requireOwner'] = async (request, reply) => {
    const session = await stores.sessions.find(request.cookies[cookie.name]);
    if (!session) return refuse(reply, request, 401, 'sessionExpired');
    if (!SAFE_METHODS.has(request.method) && !sameToken(request.headers['x-csrf-token'], session.csrfToken))
      return refuse(reply, request, 403, 'csrfInvalid');
    request.owner = session;
  };
  return { ...stores, cookie, refuse, requireOwner };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The hooks of the owner routes' own plugin scope. Fastify runs a scope's hooks for the routes
 * registered in it, that is for the route the router matched (`request.routeOptions.url`), so
 * however a request spells its target (`/api/%6Fwner/login`, `http://host/api/owner/login`),
 * an owner route is guarded and no other path is.
 */
export function guardOwnerScope(scope: FastifyInstance, context: OwnerContext): void {
  const siteOrigin = new URL(context.deps.siteOrigin).origin;

  // Before a session exists (login, password forgotten, reset) there is no CSRF token yet: a
  // browser names the page that sent a change in Origin, and only our own pages may send one.
  // No Origin at all is not a browser's cross-site request (curl, the API client).
  scope.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== siteOrigin) return context.refuse(reply, request, 403, 'csrfInvalid');
  });

  // Owner answers (a session, statistics, refusals too) are personal: no browser or proxy keeps them.
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
}
