import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRemotesManifest, REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@immo/shared/federation';

/**
 * remotes.json: where each deployed remote's manifest is. A remote served from here is listed
 * once its build exists (one not deployed yet gets its fallback without a failing request);
 * configured overrides point a remote elsewhere without rebuilding anything.
 */
export function remotesManifest(overrides: Record<string, string>, staticRoot: string | null): RemotesManifest {
  const defaults = defaultRemotesManifest();
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    if (staticRoot && existsSync(join(staticRoot, name, 'dist', 'mf-manifest.json'))) manifest[name] = defaults[name];
  }
  for (const [name, url] of Object.entries(overrides)) {
    if ((REMOTE_NAMES as readonly string[]).includes(name)) manifest[name as RemoteName] = url;
  }
  return manifest;
}
