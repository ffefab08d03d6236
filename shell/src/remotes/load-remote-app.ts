import { browserManifests, containerName, type RemoteName, type RemotesManifest } from '@immo/shared/federation';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LifeCycles } from 'single-spa';
import { missingRemotePlugin, type MISSING_REMOTE } from './missing-remote-plugin.js';
import { withRetry, withTimeout } from '@immo/shared';

export const REMOTE_TIMEOUT_MS = 10_000;

let registered: RemotesManifest | null = null;

/** Registers every remote of remotes.json with the federation runtime, once. */
export function registerRemoteManifest(manifest: RemotesManifest): void {
  if (registered) return;
  registered = manifest;
  registerPlugins([missingRemotePlugin()]);
  // The browser manifests only: remotes.json's `server` map is the site server's.
  registerRemotes(browserManifests(manifest).map(([name, entry]) => ({ name: containerName(name), entry })));
}

/**
 * Forgets what the runtime cached about a remote — a failed manifest or entry included — so a
 * retry really fetches it again (a team may have deployed it since).
 */
export function forgetRemote(remote: RemoteName): void {
  const entry = registered?.[remote];
  if (entry) registerRemotes([{ name: containerName(remote), entry }], { force: true });
}

/**
 * Loads a remote's single-spa lifecycles (`./app`), retried and bounded in time. Rejects when
 * the remote stays unreachable; the caller shows the fallback in its slot.
 */
export async function loadRemoteApp(remote: RemoteName): Promise<LifeCycles> {
  const module = await withTimeout(
    withRetry(async () => {
      const loaded = await loadRemote<LifeCycles | typeof MISSING_REMOTE>(`${containerName(remote)}/app`);
      if (!loaded || 'missingRemote' in loaded) throw new Error(`${remote} is not available`);
      return loaded;
    }),
    REMOTE_TIMEOUT_MS,
  );
  return module;
}
