import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { databaseAnswers } from '../db/database-answers.js';
import type { Database } from '../db/schema.js';
import { lastImport, type LastImport } from '../import/import-runs.js';
import { outboxHealth, type OutboxHealth } from '../mail/dead-letters.js';
import { HealthSchema, NotReadySchema, ReadySchema } from './health-schemas.js';
import { routeSchema } from './route-schema.js';

export type HealthDeps = {
  db: Kysely<Database>;
  /** True once the app has started closing (draining.ts). */
  closing: () => boolean;
};

/** The outbox's figures, or null when the database does not answer (liveness must not depend on it). */
async function outboxFigures(db: Kysely<Database>): Promise<OutboxHealth | null> {
  try {
    return await outboxHealth(db);
  } catch {
    return null;
  }
}

/** The last catalogue import (when, how it ended, its counts), or null: none yet, or no database. */
async function lastImportFigures(db: Kysely<Database>): Promise<LastImport | null> {
  try {
    return await lastImport(db);
  } catch {
    return null;
  }
}

/**
 * What a load balancer or a monitor asks. `GET /api/health` is liveness: it answers 200 while the
 * process can answer at all, database or not (a database outage must not get every instance
 * restarted), with the outbox's figures and the last catalogue import for a person to read. `GET /api/ready` is readiness: 200
 * when this instance can serve (its database answers a query), else 503, and 503 from the moment it
 * starts shutting down, so the balancer sends it nothing new while it finishes what it has.
 */
export async function healthRoutes(fastify: FastifyInstance, deps: HealthDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const health = routeSchema({ tags: ['health'], summary: 'Liveness', response: { 200: HealthSchema } });
  app.get('/api/health', { schema: health }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const [outbox, lastImportRun] = await Promise.all([outboxFigures(deps.db), lastImportFigures(deps.db)]);
    return { ok: true as const, outbox, lastImport: lastImportRun };
  });

  const ready = routeSchema({
    tags: ['health'],
    summary: 'Readiness',
    response: { 200: ReadySchema, 503: NotReadySchema },
  });
  app.get('/api/ready', { schema: ready }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (deps.closing()) return reply.code(503).send({ ready: false as const, reason: 'shutting down' as const });
    try {
      await databaseAnswers(deps.db);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ ready: false as const, reason: 'database unavailable' as const });
    }
    return { ready: true as const };
  });
}
