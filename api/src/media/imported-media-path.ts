/** The picture formats an import keeps (sniffed from the bytes), by sharp's name, with their file ending and type. */
export const IMPORTED_FORMATS = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg' },
  png: { ext: 'png', contentType: 'image/png' },
  webp: { ext: 'webp', contentType: 'image/webp' },
} as const;
export type ImportedFormat = keyof typeof IMPORTED_FORMATS;

const IMPORTED_PATH = /^\/media\/imported\/([0-9a-f]{64})\.(jpg|png|webp)$/;

/**
 * Where an imported picture is served: named by the SHA-256 of its bytes, so the same picture under
 * two URLs is stored once, and a changed picture never takes the name (nor the cached variants) of
 * the one before.
 */
export function importedMediaPath(sha256: string, format: ImportedFormat): string {
  return `/media/imported/${sha256}.${IMPORTED_FORMATS[format].ext}`;
}

/** The file name of an imported picture's path (`<sha256>.<ext>`), or null for any other path. */
export function importedFileName(mediaPath: string): string | null {
  const match = IMPORTED_PATH.exec(mediaPath);
  return match ? `${match[1]}.${match[2]}` : null;
}
