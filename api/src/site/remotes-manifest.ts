import { defaultRemotesManifest, REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@immo/shared/federation';

/** remotes.json: where each remote's manifest is, with configured overrides (one remote pointed elsewhere, no rebuild). */
export function remotesManifest(overrides: Record<string, string>): RemotesManifest {
  const manifest: RemotesManifest = defaultRemotesManifest();
  for (const [name, url] of Object.entries(overrides)) {
    if ((REMOTE_NAMES as string[]).includes(name)) manifest[name as RemoteName] = url;
  }
  return manifest;
}
