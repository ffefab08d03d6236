import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** A real photo-like picture of the given format and size, made by sharp. */
export function pictureBytes(format: 'jpeg' | 'png' | 'webp', width = 800, height = 600, red = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .toFormat(format)
    .toBuffer();
}

export const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
