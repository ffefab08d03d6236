import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Housekeeping } from './housekeeping.js';
import { loginRoutes } from './login-routes.js';
import { ownerContext, type OwnerContext, type OwnerDeps } from './owner-context.js';
import { guardOwnerScope } from './owner-guard.js';
import { PageViews } from './page-views.js';
import { passwordRoutes } from './password-routes.js';
import { propertyRoutes } from './property-routes.js';

export type { OwnerDeps } from './owner-context.js';

/**
 * SPEC §6 owner portal: login, logout, password forgotten/reset, the owner's properties and their
 * statistics, in one plugin scope whose hooks guard them all; beside it, the page-view counter.
 */
export async function ownerRoutes(app: FastifyInstance, deps: OwnerDeps): Promise<void> {
  const context = ownerContext(deps);
  const pageViews = new PageViews(deps.db, deps.now, visitorKey(app));
  await app.register(async (scope) => {
    guardOwnerScope(scope, context);
    await loginRoutes(scope, context);
    await passwordRoutes(scope, context);
    await propertyRoutes(scope, context);
  });
  startHousekeeping(app, context, pageViews);
  pageViewRoute(app, context, pageViews);
}

/**
 * The key of the page-view visitor hashes. @fastify/cookie signs with HMAC-SHA256 under the session
 * secret (SESSION_SECRET, the same on every instance), so signing a fixed label derives a key of its
 * own for this one use, as config.ts derives the ALTCHA secret; it never leaves the server.
 */
function visitorKey(app: FastifyInstance): string {
  return app.signCookie('page-view visitors');
}

/** Ended sessions, spent reset links and old throttle and visitor rows go on a schedule, from start to close. */
function startHousekeeping(
  app: FastifyInstance,
  { deps, sessions, resetTokens, throttle }: OwnerContext,
  pageViews: PageViews,
): void {
  const housekeeping = new Housekeeping(
    async () => ({
      sessions: await sessions.purge(),
      resetTokens: await resetTokens.purge(),
      resetLinkIssues: await resetTokens.quota.purge(),
      loginFailures: await throttle.purge(),
      pageViewVisitors: await pageViews.purge(),
    }),
    app.log,
  );
  housekeeping.start(deps.purgeIntervalMs);
  app.addHook('onClose', () => housekeeping.stop());
}

const PageView = z.object({ propertyId: z.coerce.number().int().positive() });

/** A property page counts its visit (the owners' page-visit figures); not an owner route. */
function pageViewRoute(app: FastifyInstance, { deps, refuse }: OwnerContext, pageViews: PageViews): void {
  app.post(
    '/api/page-views',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: 1024, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const parsed = PageView.safeParse(request.body ?? {});
      if (!parsed.success || !deps.catalogue().byId.has(parsed.data.propertyId))
        return refuse(reply, request, 400, 'invalidRequest');
      // A view sent again by the same visitor is answered alike: the answer tells nothing of the count.
      await pageViews.count(parsed.data.propertyId, {
        address: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(204).send();
    },
  );
}
