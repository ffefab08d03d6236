import { containerName, type RemoteName, type SlotRenderModule } from '@immo/shared/federation';
import { createInstance } from '@module-federation/runtime';
import type { Remote } from '@module-federation/runtime/types';
import { bundleLoaderPlugin } from './bundle-loader-plugin.js';
import { serverManifestLocation, siteFilesOrigin, type AllowedSources, type BundleSources } from './bundle-sources.js';

/**
 * One federation runtime of the site server with the remotes loaded into it, sharing one scope of
 * shared modules (React and the rest of the policy, loaded-first). A redeploy starts the next one
 * (server-remotes.ts), so the remotes meet on one React again.
 */
export type FederationGeneration = {
  /** Loads `remote`'s `./ssr` through its server manifest (just read, as `manifestText`). */
  load(remote: RemoteName, manifestUrl: string, manifestText: string): Promise<SlotRenderModule>;
  /** Forgets every remote, in the runtime's global state too (remote instances, entries, shares). */
  close(): void;
};

/** Federation runtimes made in this process: each has its own name and its own origin for the site's files. */
let runtimes = 0;

function isSlotRenderModule(value: unknown): value is SlotRenderModule {
  return typeof (value as Partial<SlotRenderModule> | null)?.render === 'function';
}

export function federationGeneration(allowed: AllowedSources): FederationGeneration {
  const runtime = ++runtimes;
  const sources: BundleSources = { ...allowed, siteFiles: siteFilesOrigin(runtime) };
  const manifests = new Map<string, string>();
  const federation = createInstance({
    // Its own name: the runtime keeps what it learnt of each host's remotes globally, by host name.
    name: `immo_site_server_${runtime}`,
    remotes: [],
    shared: {},
    plugins: [bundleLoaderPlugin(sources, manifests)],
    shareStrategy: 'loaded-first',
  });
  return {
    async load(remote, manifestUrl, manifestText) {
      const manifest = serverManifestLocation(manifestUrl, sources);
      const name = containerName(remote);
      manifests.set(manifest.href, manifestText);
      // Forced: a remote that failed to load is registered again, its failure forgotten.
      federation.registerRemotes([{ name, entry: manifest.href }], { force: true });
      const module = await federation.loadRemote<unknown>(`${name}/ssr`);
      if (!isSlotRenderModule(module)) throw new Error(`${remote}'s server bundle has no render function in ./ssr`);
      return module;
    },
    close() {
      // `removeRemote` is what `registerRemotes(…, { force: true })` calls first; alone, it leaves no
      // registration behind (it is private in the runtime's types, public in its code).
      const handler = federation.remoteHandler as unknown as { removeRemote(remote: Remote): void };
      for (const remote of [...federation.options.remotes]) handler.removeRemote(remote);
    },
  };
}
