/**
 * Every micro-frontend the shell can load, by package name. The shell knows remotes only by
 * these names at run time (DESIGN §2); where each is deployed comes from remotes.json.
 */
export const REMOTES = {
  'mf-consent': { elements: ['immo-consent'] },
  'mf-search': { elements: ['immo-search'] },
  'mf-listings': { elements: ['immo-property-list'] },
  'mf-property-detail': { elements: ['immo-property'] },
  'mf-forms': { elements: ['immo-valuation-form', 'immo-contact-form', 'immo-demand-register'] },
  'mf-owner-portal': { elements: ['immo-owner-portal'] },
} as const satisfies Record<string, { elements: readonly string[] }>;

export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The federation container name of a package: a valid JS identifier ("mf-search" → "mf_search"). */
export function containerName(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '').replace(/[^A-Za-z0-9_$]/g, '_');
}

/** remotes.json: remote name → URL of its mf-manifest.json. */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/** The default remotes.json of a single-origin deployment: each remote under /remotes/{name}/. */
export function defaultRemotesManifest(origin = ''): Required<RemotesManifest> {
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `${origin}/remotes/${name}/mf-manifest.json`]),
  ) as Required<RemotesManifest>;
}
