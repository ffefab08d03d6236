import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '../http/api-error.js';
import { requestLanguage } from '../http/request-language.js';
import { routeSchema } from '../http/route-schema.js';
import type { Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import { PictureAnswerSchema, PictureParamsSchema, PictureQuerySchema } from './media-schemas.js';
import type { PictureFormat, PictureVariants } from './picture-variants.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export type MediaDeps = {
  pictures: PictureVariants;
  knownPicture: (mediaPath: string) => boolean;
  translate: (lang: Lang) => Translate;
};

/**
 * GET /media/{owner}/{n}.jpg?w=… — responsive pictures (webp when the browser takes it, else jpeg).
 * Only a picture the catalogue shows is made (a variant costs sharp's time and a file on disk): the
 * cache holds at most its pictures × PICTURE_WIDTHS × 2 formats, and sharp's jobs queue on libuv's
 * thread pool (4 at a time) however many arrive.
 */
export async function mediaRoutes(fastify: FastifyInstance, deps: MediaDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = routeSchema({
    tags: ['media'],
    summary: 'A picture of the catalogue at one of the widths the site shows',
    params: PictureParamsSchema,
    querystring: PictureQuerySchema,
    response: { 200: PictureAnswerSchema },
    errors: { 404: ['pageNotFound'] },
  });
  app.get('/media/:owner/:picture', { schema }, async (request, reply) => {
    const lang = requestLanguage(request);
    const notFound = () => reply.code(404).send(errorBody('pageNotFound', lang, deps.translate(lang)));
    const mediaPath = `/media/${request.params.owner}/${request.params.picture}`;
    if (!deps.knownPicture(mediaPath)) return notFound();
    const format: PictureFormat = /image\/webp/.test(request.headers.accept ?? '') ? 'webp' : 'jpeg';
    const image = await deps.pictures.get(mediaPath, request.query.w, format);
    if (!image) return notFound();
    return reply.header('cache-control', IMMUTABLE).header('vary', 'Accept').type(`image/${format}`).send(image);
  });
}
