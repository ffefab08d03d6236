import type { FastifyInstance } from 'fastify';
import { PICTURE_WIDTHS, type PictureFormat, type PictureVariants, type PictureWidth } from './picture-variants.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /media/{owner}/{n}.jpg?w=… — responsive pictures (webp when the browser takes it, else jpeg).
 * Only a picture the catalogue shows is made (a variant costs sharp's time and a file on disk): the
 * cache holds at most its pictures × PICTURE_WIDTHS × 2 formats, and sharp's jobs queue on libuv's
 * thread pool (4 at a time) however many arrive.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  deps: { pictures: PictureVariants; knownPicture: (mediaPath: string) => boolean },
) {
  app.get<{ Params: { owner: string; picture: string }; Querystring: { w?: string } }>(
    '/media/:owner/:picture',
    { schema: { tags: ['media'] } },
    async (request, reply) => {
      const { owner, picture } = request.params;
      const width = request.query.w === undefined ? 1360 : Number(request.query.w);
      if (!(PICTURE_WIDTHS as readonly number[]).includes(width)) {
        return reply
          .code(400)
          .send({ error: 'invalidWidth', message: `w must be one of ${PICTURE_WIDTHS.join(', ')}` });
      }
      const mediaPath = `/media/${owner}/${picture}`;
      if (!deps.knownPicture(mediaPath)) return reply.code(404).send({ error: 'notFound' });
      const format: PictureFormat = /image\/webp/.test(request.headers.accept ?? '') ? 'webp' : 'jpeg';
      const image = await deps.pictures.get(mediaPath, width as PictureWidth, format);
      if (!image) return reply.code(404).send({ error: 'notFound' });
      return reply.header('cache-control', IMMUTABLE).header('vary', 'Accept').type(`image/${format}`).send(image);
    },
  );
}
