import sharp from 'sharp';
import type { Metadata } from 'sharp';
import { IMPORTED_FORMATS, type ImportedFormat } from '../../media/imported-media-path.js';

/** What the bytes of a downloaded picture are, read from the bytes themselves. */
export type SniffedPicture = { format: ImportedFormat; width: number; height: number };

/**
 * More pixels than a 50-megapixel camera's are refused: a small file can declare a huge image
 * (a decompression bomb) that would cost every variant made from it memory and seconds.
 */
export const MAX_PIXELS = 50_000_000;

export class NotAPicture extends Error {
  override name = 'NotAPicture';
}

/**
 * The format sharp reads from the bytes, never the URL's ending nor the server's Content-Type (a
 * feed's server may call anything image/jpeg): JPEG, PNG and WebP only. An SVG (it can carry
 * scripts and links), an HTML error page, a GIF or anything else is refused.
 */
export async function sniffPicture(bytes: Buffer): Promise<SniffedPicture> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAPicture('notAPicture: not an image sharp can read');
  }
  const { format, width, height } = metadata;
  if (!(format in IMPORTED_FORMATS)) throw new NotAPicture(`notAPicture: ${format} is not JPEG, PNG or WebP`);
  if (!width || !height) throw new NotAPicture('notAPicture: no size');
  if (width * height > MAX_PIXELS) throw new NotAPicture(`tooManyPixels: ${width}×${height}`);
  await decodes(bytes);
  return { format: format as ImportedFormat, width, height };
}

/**
 * The header can be right and the rest cut off (a download that ended early on the CRM's side): the
 * picture is decoded whole once, small, so a broken one is refused here rather than failing every
 * variant /media would make of it.
 */
async function decodes(bytes: Buffer): Promise<void> {
  try {
    await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'truncated' }).resize(32).raw().toBuffer();
  } catch {
    throw new NotAPicture('notAPicture: the image is damaged or cut off');
  }
}
