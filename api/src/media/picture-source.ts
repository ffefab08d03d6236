import { PICTURE_HEIGHT, PICTURE_WIDTH, pictureSvgForPath } from '@immo/shared/data';
import { importedFileName } from './imported-media-path.js';
import type { PictureStore } from './picture-store.js';

/** What a picture's variants are made from: bytes sharp reads (an SVG, a JPEG, a PNG, a WebP), or null: no such picture. */
export type PictureSource = (mediaPath: string) => Promise<Buffer | null>;

/** An imported picture's original from the store; any other /media path is a sample picture, drawn. */
export function pictureSource(store: PictureStore): PictureSource {
  return async (mediaPath) => {
    if (importedFileName(mediaPath) !== null) return (await store.get(mediaPath))?.bytes ?? null;
    const svg = pictureSvgForPath(mediaPath, PICTURE_WIDTH, PICTURE_HEIGHT);
    return svg === null ? null : Buffer.from(svg);
  };
}
