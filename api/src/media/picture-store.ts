/** A stored picture: its bytes as they were downloaded, and their type. */
export type StoredPicture = { bytes: Buffer; contentType: string };

/**
 * Where imported pictures live, readable by every instance: a folder (the default; shared storage
 * when instances run on several machines), or the database (PICTURE_STORE=database). A picture is
 * put once under its content-addressed media path (imported-media-path.ts) and never changes, so a
 * put of a path already there does nothing. An S3-compatible bucket would be one more implementation.
 */
export type PictureStore = {
  put(mediaPath: string, bytes: Buffer, contentType: string): Promise<void>;
  get(mediaPath: string): Promise<StoredPicture | null>;
};
