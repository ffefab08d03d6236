import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRemotesManifest, REMOTE_NAMES, type RemoteName } from '@immo/shared/federation';
import { escapeMarkup as e } from './escape-markup.js';

/** What a remote's browser manifest (mf-manifest.json) says of where its code is. */
type BrowserManifest = {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
};

/** A remote's `./app` code as its manifest names it: the entry and the chunks it loads at once. */
function appFiles(manifest: BrowserManifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path ? `${entry.path}/${entry.name}` : entry.name] : [];
  const app = manifest.exposes?.find((expose) => expose.name === 'app');
  return [...entryFile, ...(app?.assets?.js?.sync ?? [])];
}

type Read = { mtimeMs: number; files: string[] };

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/**
 * The links that have the browser fetch a page's remotes' code beside the shell's, instead of
 * after it (shell → remotes.json → manifest → entry → module, DESIGN §7): each remote's manifest, its
 * entry and its `./app` chunks, for the remotes the page loads at once. Only remotes served from
 * this site (not moved elsewhere by REMOTE_OVERRIDES), read from their built manifests (read again
 * when a remote is redeployed). Scripts carry the page's nonce.
 */
export function remotePreloads(staticRoot: string | null, overrides: Record<string, string>) {
  const cache = new Map<RemoteName, Read>();
  const filesOf = (remote: RemoteName): string[] => {
    if (!staticRoot) return [];
    const file = join(staticRoot, remote, 'dist', 'mf-manifest.json');
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return [];
    const known = cache.get(remote);
    if (known?.mtimeMs === mtimeMs) return known.files;
    let files: string[] = [];
    try {
      files = appFiles(JSON.parse(readFileSync(file, 'utf8')) as BrowserManifest);
    } catch {
      // A manifest being replaced by a deploy: no preload this once, the browser loads it as ever.
    }
    cache.set(remote, { mtimeMs, files });
    return files;
  };
  const ours = defaultRemotesManifest();
  return (remotes: readonly string[], nonce: string): string => {
    const tags: string[] = [];
    for (const remote of remotes) {
      if (!isRemoteName(remote) || overrides[remote]) continue;
      const files = filesOf(remote);
      if (files.length === 0) continue;
      const base = ours[remote].replace(/mf-manifest\.json$/, '');
      tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${e(ours[remote])}">`);
      for (const file of files)
        tags.push(`<link rel="preload" as="script" nonce="${e(nonce)}" href="${e(base + file)}">`);
    }
    return tags.join('\n');
  };
}
