import { RemotesManifestSchema } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiConfig } from '../config.js';
import { routeSchema } from '../http/route-schema.js';
import { remotesManifest } from './remotes-manifest.js';

export type RemotesRoutesOptions = Pick<ApiConfig, 'remoteOverrides' | 'staticRoot' | 'ssrRemoteOverrides'>;

/** GET /remotes.json: where the shell finds each micro-frontend, read anew each time (a deploy adds one). */
export async function remotesRoutes(fastify: FastifyInstance, options: RemotesRoutesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = routeSchema({
    tags: ['site'],
    summary: 'Where each micro-frontend is',
    response: { 200: RemotesManifestSchema },
  });
  app.get('/remotes.json', { schema }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return remotesManifest(options.remoteOverrides, options.staticRoot, options.ssrRemoteOverrides);
  });
}
