import { readFile } from 'node:fs/promises';
import type { BundleFile } from './bundle-sources.js';

/** How long one file of a server bundle may take to arrive from another origin. */
export const BUNDLE_FETCH_TIMEOUT_MS = 10_000;

/**
 * A file of a server bundle as text: from disk for the site's own files, over HTTP otherwise. A
 * redirect is an error, not followed: it could lead off the allowed origins.
 */
export async function readBundleText(source: BundleFile): Promise<string> {
  if ('file' in source) return readFile(source.file, 'utf8');
  const response = await fetch(source.url, { redirect: 'error', signal: AbortSignal.timeout(BUNDLE_FETCH_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${source.url.href} answered ${response.status}`);
  return response.text();
}
