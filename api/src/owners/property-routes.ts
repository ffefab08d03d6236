import {
  OwnerDocumentsSchema,
  OwnerPropertiesSchema,
  PropertyIdParamsSchema,
  PropertyStatisticsSchema,
} from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requestLanguage } from '../http/request-language.js';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import type { OwnerContext } from './owner-guard-plugin.js';
import { ownedPropertyDocuments, ownedPropertyStatistics, ownerProperties } from './owner-property-service.js';
import { SESSION_NEEDED, StatisticsQuerySchema } from './owner-schemas.js';

const NOT_THEIRS = "A property that is not the owner's: 403 forbidden.";

const properties = routeSchema({
  tags: ['owner'],
  summary: "The owner's properties",
  description: SESSION_NEEDED,
  querystring: LangQuerySchema,
  response: { 200: OwnerPropertiesSchema },
  errors: { 401: ['sessionExpired'] },
});

const statistics = routeSchema({
  tags: ['owner'],
  summary: "A property's figures",
  description: `${SESSION_NEEDED} ${NOT_THEIRS}`,
  params: PropertyIdParamsSchema,
  querystring: StatisticsQuerySchema,
  response: { 200: PropertyStatisticsSchema },
  errors: { 401: ['sessionExpired'], 403: ['forbidden'] },
});

const documents = routeSchema({
  tags: ['owner'],
  summary: "A property's documents",
  description: `${SESSION_NEEDED} ${NOT_THEIRS}`,
  params: PropertyIdParamsSchema,
  querystring: LangQuerySchema,
  response: { 200: OwnerDocumentsSchema },
  errors: { 401: ['sessionExpired'], 403: ['forbidden'] },
});

/** SPEC §6: the owner's properties, each with its manager, its statistics and its documents. */
export async function propertyRoutes(fastify: FastifyInstance, context: OwnerContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, refuse, requireOwner } = context;

  app.get('/api/owner/properties', { preValidation: requireOwner, schema: properties }, async (request) =>
    ownerProperties(deps, request.owner!.ownerId, requestLanguage(request)),
  );

  app.get(
    '/api/owner/properties/:id/statistics',
    { preValidation: requireOwner, schema: statistics },
    async (request, reply) => {
      const { id } = request.params;
      const figures = await ownedPropertyStatistics(deps, request.owner!.ownerId, id, request.query.days);
      return figures ?? refuse(reply, request, 403, 'forbidden');
    },
  );

  app.get(
    '/api/owner/properties/:id/documents',
    { preValidation: requireOwner, schema: documents },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const found = await ownedPropertyDocuments(deps, request.owner!.ownerId, request.params.id, lang);
      return found ?? refuse(reply, request, 403, 'forbidden');
    },
  );
}
