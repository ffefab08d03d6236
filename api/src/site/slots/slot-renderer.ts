import type { RemoteName } from '@immo/shared/federation';
import type { ApiConfig } from '../../config.js';
import type { SlotRenderer } from '../composition/compose-page.js';
import { remotesManifest } from '../remotes-manifest.js';
import { serverRemotes, type ServerRemotes } from './server-remotes.js';

type ServerManifests = Partial<Record<RemoteName, string>>;

/**
 * The site server's renderer of slots (DESIGN §7): each remote's server bundle found as remotes.json
 * lists it — looked up again at most every SSR_REMOTE_RECHECK_MS, so a remote built or redeployed
 * after the start is rendered without a restart — and run by the one federation runtime of the process.
 */
export function remoteSlotRenderer(
  config: Pick<
    ApiConfig,
    'remoteOverrides' | 'ssrRemoteOverrides' | 'ssrRemoteOrigins' | 'ssrRemoteRecheckMs' | 'staticRoot'
  >,
  now: () => number = Date.now,
): { renderSlot: SlotRenderer; remotes: ServerRemotes; warm: () => Promise<RemoteName[]> } {
  const remotes = serverRemotes({
    allowedOrigins: config.ssrRemoteOrigins,
    staticRoot: config.staticRoot,
    recheckMs: config.ssrRemoteRecheckMs,
  });
  let manifests: { at: number; urls: ServerManifests } | undefined;
  const serverManifests = (): ServerManifests => {
    if (!manifests || now() - manifests.at >= config.ssrRemoteRecheckMs) {
      const listed = remotesManifest(config.remoteOverrides, config.staticRoot, config.ssrRemoteOverrides);
      manifests = { at: now(), urls: listed.server ?? {} };
    }
    return manifests.urls;
  };
  const renderSlot: SlotRenderer = (slot, request) => {
    const url = serverManifests()[slot.remote as RemoteName];
    // A remote without a server bundle is the browser's to render, as every remote was before.
    return url ? remotes.render(slot.remote as RemoteName, url, request) : Promise.resolve(undefined);
  };
  /** Loads every listed remote's bundle; answers the remotes that could not be loaded. */
  const warm = async (): Promise<RemoteName[]> => {
    const listed = Object.entries(serverManifests()) as [RemoteName, string][];
    const loaded = await Promise.all(listed.map(([remote, url]) => remotes.warm(remote, url)));
    return listed.filter((_entry, index) => !loaded[index]).map(([remote]) => remote);
  };
  return { renderSlot, remotes, warm };
}
