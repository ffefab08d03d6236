import { randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importedFileName, IMPORTED_FORMATS } from './imported-media-path.js';
import type { PictureStore } from './picture-store.js';

const TYPE_OF_EXT = new Map<string, string>(
  Object.values(IMPORTED_FORMATS).map((format) => [format.ext, format.contentType]),
);

/**
 * Imported pictures as files in one folder (`${dataDir}/imported-media`), named by their media path's
 * file name alone: a path that is not an imported picture's is never read or written, so no path
 * can reach outside the folder.
 */
export function folderPictureStore(folder: string): PictureStore {
  const fileOf = (mediaPath: string): string => {
    const name = importedFileName(mediaPath);
    if (name === null) throw new Error(`not an imported picture's path: ${mediaPath}`);
    return join(folder, name);
  };
  return {
    async put(mediaPath, bytes) {
      const file = fileOf(mediaPath);
      if (await exists(file)) return;
      await mkdir(folder, { recursive: true });
      // Write then rename: an instance serving the picture never reads half a file. Two runs (or two
      // URLs of the same bytes) may write it at once: each its own partial file, the last rename wins.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(mediaPath) {
      const name = importedFileName(mediaPath);
      if (name === null) return null;
      try {
        const bytes = await readFile(join(folder, name));
        return { bytes, contentType: TYPE_OF_EXT.get(name.split('.')[1] ?? '') ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}
