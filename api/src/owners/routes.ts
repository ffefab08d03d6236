import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import { Housekeeping } from './housekeeping.js';
import { loginRoutes } from './login-routes.js';
import { guardOwnerScope, ownerContext, type OwnerContext } from './owner-guard-plugin.js';
import { PageViewBodySchema, PageViewTakenSchema } from './owner-schemas.js';
import type { OwnerDeps } from './owner-services.js';
import { PageViews } from './page-views.js';
import { passwordRoutes } from './password-routes.js';
import { propertyRoutes } from './property-routes.js';

export type { OwnerDeps } from './owner-services.js';

/**
 * SPEC §6 owner portal: login, logout, password forgotten/reset, the owner's properties and their
 * statistics, in one plugin scope whose hooks guard them all; beside it, the page-view counter.
 */
export async function ownerRoutes(app: FastifyInstance, deps: OwnerDeps): Promise<void> {
  const context = ownerContext(deps);
  const pageViews = new PageViews(deps.db, deps.now, visitorKey(app), (id) => deps.catalogue().byId.has(id));
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

const pageView = routeSchema({
  tags: ['owner'],
  summary: "Count a view of a property's page",
  description:
    "A property page counts its visit for the owner's figures: one per visitor (address and browser), property " +
    'and UTC day, however often it is sent; nothing is kept on the device. A property the catalogue does not ' +
    'list: 400 invalidRequest.',
  querystring: LangQuerySchema,
  body: PageViewBodySchema,
  response: { 204: PageViewTakenSchema },
  errors: { 400: ['invalidRequest'] },
  rateLimited: true,
});

/** A property page counts its visit (the owners' page-visit figures); not an owner route. */
function pageViewRoute(fastify: FastifyInstance, { refuse }: OwnerContext, pageViews: PageViews): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/page-views',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: 1024, schema: pageView },
    async (request, reply) => {
      const visitor = { address: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const outcome = await pageViews.count(request.body.propertyId, visitor);
      if (outcome === 'notListed') return refuse(reply, request, 400, 'invalidRequest');
      // A view sent again by the same visitor is answered alike: the answer tells nothing of the count.
      return reply.code(204).send(null);
    },
  );
}
