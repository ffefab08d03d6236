import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { bundleFile, type BundleSources } from './bundle-sources.js';
import { readBundleText } from './bundle-text.js';
import { runCommonJsEntry } from './commonjs-entry.js';

type RemoteEntryExports = Awaited<ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>>;

/**
 * The site server's federation runtime plugin: every manifest and entry the runtime asks for is
 * checked against the allowed sources, then read from disk (the site's own files: no HTTP request to
 * ourselves) or fetched from its origin. The Node runtime plugin inside each bundle then loads its
 * chunks from beside the entry.
 *
 * `manifests`: manifests the caller has just read (by URL), handed to the runtime once instead of
 * being read again, so the runtime loads the very version the caller saw.
 */
export function bundleLoaderPlugin(
  sources: BundleSources,
  manifests: Map<string, string>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'immo-server-bundles',
    async fetch(href) {
      const handed = manifests.get(href);
      manifests.delete(href);
      const text = handed ?? (await readBundleText(bundleFile(new URL(href), sources)));
      return new Response(text, { headers: { 'content-type': 'application/json' } });
    },
    async loadEntry({ remoteInfo }) {
      const from = bundleFile(new URL(remoteInfo.entry), sources);
      const exports = runCommonJsEntry(await readBundleText(from), from) as Record<string, unknown>;
      // `library: { type: 'commonjs-module', name }` exports the container under its name.
      return (exports[remoteInfo.entryGlobalName] ?? exports) as RemoteEntryExports;
    },
  };
}
