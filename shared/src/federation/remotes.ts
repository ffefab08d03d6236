/**
 * Every micro-frontend the shell can load, by package name. The shell knows remotes only by
 * these names at run time (DESIGN §2); where each is deployed comes from remotes.json.
 */
export const REMOTES = {
  'mf-consent': { elements: ['immo-consent'] },
  'mf-search': { elements: ['immo-search'] },
  'mf-listings': { elements: ['immo-property-list'] },
  'mf-property-detail': { elements: ['immo-property', 'immo-purchase-costs'] },
  'mf-forms': { elements: ['immo-valuation-form', 'immo-contact-form', 'immo-demand-register'] },
  'mf-owner-portal': { elements: ['immo-owner-portal'] },
} as const satisfies Record<string, { elements: readonly string[] }>;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The federation container name of a package: a valid JS identifier ("mf-search" → "mf_search"). */
export function containerName(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '').replace(/[^A-Za-z0-9_$]/g, '_');
}

/**
 * remotes.json: remote name → URL of its mf-manifest.json, and under `server` each remote's server
 * bundle manifest, which only the site server reads (DESIGN §7; no remote is named `server`).
 */
export type RemotesManifest = Partial<Record<RemoteName, string>> & { server?: Partial<Record<RemoteName, string>> };

/** The folder of a remote's build (beside its browser files) that holds its server bundle and its manifest. */
export const SERVER_BUNDLE_DIR = 'server';

/** The remotes of remotes.json with their browser manifests: what a browser registers (never `server`). */
export function browserManifests(manifest: RemotesManifest): [RemoteName, string][] {
  return REMOTE_NAMES.flatMap((name): [RemoteName, string][] => {
    const url = manifest[name];
    return typeof url === 'string' ? [[name, url]] : [];
  });
}

/** The default remotes.json of a single-origin deployment (browser manifests): each remote under /remotes/{name}/. */
export function defaultRemotesManifest(origin = ''): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${origin}/remotes/${name}/mf-manifest.json`])) as Record<
    RemoteName,
    string
  >;
}

/** A remote's server manifest in a single-origin deployment: `/remotes/{name}/server/mf-manifest.json`. */
export function defaultServerManifestUrl(name: RemoteName, origin = ''): string {
  return `${origin}/remotes/${name}/${SERVER_BUNDLE_DIR}/mf-manifest.json`;
}
