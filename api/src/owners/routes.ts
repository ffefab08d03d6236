import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Housekeeping } from './housekeeping.js';
import { loginRoutes } from './login-routes.js';
import { ownerContext, type OwnerContext, type OwnerDeps } from './owner-context.js';
import { guardOwnerScope } from './owner-guard.js';
import { passwordRoutes } from './password-routes.js';
import { propertyRoutes } from './property-routes.js';

export type { OwnerDeps } from './owner-context.js';

/**
 * SPEC §6 owner portal: login, logout, password forgotten/reset, the owner's properties and their
 * statistics, in one plugin scope whose hooks guard them all; beside it, the page-view counter.
 */
export async function ownerRoutes(app: FastifyInstance, deps: OwnerDeps): Promise<void> {
  const context = ownerContext(deps);
  await app.register(async (scope) => {
    guardOwnerScope(scope, context);
    await loginRoutes(scope, context);
    await passwordRoutes(scope, context);
    await propertyRoutes(scope, context);
  });
  startHousekeeping(app, context);
  pageViewRoute(app, context);
}

/** Ended sessions, spent reset links and old throttle rows go on a schedule, from start to close. */
function startHousekeeping(app: FastifyInstance, { deps, sessions, resetTokens, throttle }: OwnerContext): void {
  const housekeeping = new Housekeeping(
    async () => ({
      sessions: await sessions.purge(),
      resetTokens: await resetTokens.purge(),
      loginFailures: await throttle.purge(),
    }),
    app.log,
  );
  housekeeping.start(deps.purgeIntervalMs);
  app.addHook('onClose', () => housekeeping.stop());
}

const PageView = z.object({ propertyId: z.coerce.number().int().positive() });

/** A property page counts its visit (the owners' page-visit figures); not an owner route. */
function pageViewRoute(app: FastifyInstance, { deps, refuse }: OwnerContext): void {
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
