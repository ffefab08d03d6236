import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

import type { PictureWidth } from '@immo/shared';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from '@immo/shared/data';
import type { PictureSource } from './picture-source.js';

export { PICTURE_WIDTHS, type PictureWidth } from '@immo/shared';
export type PictureFormat = 'webp' | 'jpeg';

/** The catalogue's pictures are 3:2 (1360×906 at full width). */
const ASPECT = PICTURE_HEIGHT / PICTURE_WIDTH;

/**
 * Makes each variant of a picture once and keeps it on disk: sharp costs milliseconds to
 * seconds per image, so a variant is never made again, and concurrent first requests for the
 * same variant share one job. The original comes from `source`: a sample picture's drawing, or an
 * imported picture from the picture store (picture-source.ts).
 */
export class PictureVariants {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(
    private readonly cacheDir: string,
    private readonly source: PictureSource,
  ) {}

  async get(mediaPath: string, width: PictureWidth, format: PictureFormat): Promise<Buffer | null> {
    const key = `${mediaPath.replace(/[^a-z0-9]+/gi, '_')}-${width}.${format}`;
    const file = join(this.cacheDir, key);
    try {
      return await readFile(file);
    } catch {
      // Not made yet.
    }
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.make(mediaPath, width, format, file).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  private async make(mediaPath: string, width: number, format: PictureFormat, file: string): Promise<Buffer | null> {
    const original = await this.source(mediaPath);
    return original === null ? null : this.render(original, width, format, file);
  }

  /**
   * Every variant is cut to the site's 3:2 (the pages are laid out for it, whatever shape a feed's
   * photo has) and turned upright as its camera recorded (EXIF orientation).
   */
  private async render(original: Buffer, width: number, format: PictureFormat, file: string): Promise<Buffer> {
    const image = sharp(original)
      .rotate()
      .resize({ width, height: Math.round(width * ASPECT), fit: 'cover' });
    const buffer = await (
      format === 'webp' ? image.webp({ quality: 78 }) : image.jpeg({ quality: 80, mozjpeg: true })
    ).toBuffer();
    await mkdir(this.cacheDir, { recursive: true });
    // Write then rename: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, buffer);
    await rename(partial, file);
    return buffer;
  }
}
