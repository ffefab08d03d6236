import { PICTURE_WIDTHS, type PictureWidth } from '@immo/shared';
import { z } from 'zod';
import { LangQuerySchema, type ContentAnswer } from '../http/route-schema.js';

const WIDTHS = PICTURE_WIDTHS.map(String) as [`${PictureWidth}`, ...Array<`${PictureWidth}`>];

/** GET /media/{owner}/{picture}: a picture the catalogue shows, as its URL names it. */
export const PictureParamsSchema = z.object({
  owner: z
    .string()
    .describe('Whose picture: a property or project ID, `banner`, or `imported` (a picture an import brought in).'),
  picture: z.string().describe('The picture: `{n}.jpg`, or for an imported one `{sha256}.{jpg|png|webp}`.'),
});

export const PictureQuerySchema = LangQuerySchema.extend({
  w: z
    .enum(WIDTHS)
    .default('1360')
    .transform((width) => Number(width) as PictureWidth)
    .describe('The width in pixels the picture is made at (SPEC §9); 1360 when absent.'),
});

const bytes = z.string().meta({ format: 'binary' });

export const PictureAnswerSchema: ContentAnswer = {
  description:
    'The picture at the asked width, cut to 3:2: WebP when Accept names image/webp, else JPEG. ' +
    'It never changes at this URL (Cache-Control immutable).',
  content: { 'image/webp': { schema: bytes }, 'image/jpeg': { schema: bytes } },
};
