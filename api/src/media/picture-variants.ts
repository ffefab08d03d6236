import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

import type { PictureWidth } from '@immo/shared';

export { PICTURE_WIDTHS, type PictureWidth } from '@immo/shared';
export type PictureFormat = 'webp' | 'jpeg';

const ASPECT = 906 / 1360;

/**
 * Makes each variant of a picture once and keeps it on disk: sharp costs milliseconds to
 * seconds per image, so a variant is never made again, and concurrent first requests for the
 * same variant share one job.
 */
export class PictureVariants {
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly cacheDir: string,
    private readonly source: (mediaPath: string, width: number, height: number) => string | null,
  ) {}

  async get(mediaPath: string, width: PictureWidth, format: PictureFormat): Promise<Buffer | null> {
    const key = `${mediaPath.replace(/[^a-z0-9]+/gi, '_')}-${width}.${format}`;
    const file = join(this.cacheDir, key);
    try {
      return await readFile(file);
    } catch {
      // Not made yet.
    }
    const svg = this.source(mediaPath, 1360, Math.round(1360 * ASPECT));
    if (svg === null) return null;
    let job = this.inFlight.get(key);
    if (!job) {
      job = this.render(svg, width, format, file).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, job);
    }
    return job;
  }

  private async render(svg: string, width: number, format: PictureFormat, file: string): Promise<Buffer> {
    const image = sharp(Buffer.from(svg)).resize({ width, height: Math.round(width * ASPECT), fit: 'cover' });
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
