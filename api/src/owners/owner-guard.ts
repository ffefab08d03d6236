import type { FastifyInstance } from 'fastify';
import type { OwnerContext } from './owner-context.js';

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
