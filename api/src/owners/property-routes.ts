import { propertyCard, publicProperty } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../http/request-language.js';
import type { OwnerContext } from './owner-context.js';
import { ownerDocuments } from './owner-documents.js';
import { DEFAULT_STATISTICS_DAYS, propertyStatistics } from './statistics.js';

const PropertyParams = z.object({ id: z.coerce.number().int().positive() });
const StatisticsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(DEFAULT_STATISTICS_DAYS) });

/** SPEC §6: the owner's properties, each with its manager, its statistics and its documents. */
export async function propertyRoutes(scope: FastifyInstance, context: OwnerContext): Promise<void> {
  const { deps, refuse, requireOwner } = context;

  const ownsProperty = async (ownerId: number, propertyId: number) =>
    (await deps.db
      .selectFrom('owner_properties')
      .select('property_id')
      .where('owner_id', '=', ownerId)
      .where('property_id', '=', propertyId)
      .executeTakeFirst()) !== undefined;

  scope.get('/api/owner/properties', { preHandler: requireOwner, schema: { tags: ['owner'] } }, async (request) => {
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

  scope.get(
    '/api/owner/properties/:id/statistics',
    { preHandler: requireOwner, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const params = PropertyParams.safeParse(request.params);
      const query = StatisticsQuery.safeParse(request.query);
      if (!params.success || !query.success) return refuse(reply, request, 400, 'invalidRequest');
      if (!(await ownsProperty(request.owner!.ownerId, params.data.id)))
        return refuse(reply, request, 403, 'forbidden');
      return propertyStatistics(deps.db, params.data.id, deps.now(), query.data.days);
    },
  );

  scope.get(
    '/api/owner/properties/:id/documents',
    { preHandler: requireOwner, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const params = PropertyParams.safeParse(request.params);
      if (!params.success) return refuse(reply, request, 400, 'invalidRequest');
      if (!(await ownsProperty(request.owner!.ownerId, params.data.id)))
        return refuse(reply, request, 403, 'forbidden');
      const lang = requestLanguage(request);
      return ownerDocuments(deps.db, params.data.id, lang, deps.translate(lang));
    },
  );
}
