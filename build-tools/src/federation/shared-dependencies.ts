import sharedPackage from '@immo/shared/package.json' with { type: 'json' };

/**
 * The ONE shared-dependency policy (DESIGN §3). These must exist once per page: two Reacts
 * break hooks, two i18next or zustand copies split state.
 *
 * @mantine/core is deliberately NOT shared whole, against DESIGN §3's first list: a shared library
 * is not tree-shaken, and all of @mantine/core is ~170 KB gzip (measured: 173 KB in the shell's
 * build), most of the home page's budget of 200 KB. Bundled per app instead, it cost every remote
 * 20–36 KB gzip again (measured). So the components the site uses are shared as one module, the
 * UI kit `@immo/shared/ui` (UI_KIT below): one copy per page, only those components. Its fields
 * and overlays are parts that kit module loads from its own build (`@immo/shared/ui/fields`,
 * `/overlays`), not shared modules of their own: each could come from another app than the kit,
 * with a Mantine that has no provider on the page.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'i18next',
  'react-i18next',
  'zustand',
] as const;

export type SharedConfig = {
  singleton?: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
  eager?: false;
};

/** The package that owns a module specifier: "react-dom/client" → "react-dom". */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * The `shared` option of ModuleFederationPlugin for an app whose package.json declares
 * `dependencies`. Singletons take the app's own version range; `react-dom/` also shares every
 * other react-dom subpath. Nothing is eager (TOOLCHAIN.md).
 *
 * `@immo/shared` is not shared through federation either, for the same reason as Mantine: shared,
 * it is bundled whole — its zod schemas alone are 31 KB gzip (measured) on pages with no form.
 * Bundled per app it is tree-shaken (`sideEffects: false`), and every app carries exactly the
 * version it was built and tested with, so a remote built against another major simply has its
 * own. What must be one per page — the events' last values — lives under `Symbol.for` keys on
 * `window`, shared by every copy.
 */
export function sharedDependencies(dependencies: Record<string, string>): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const specifier of SINGLETONS) {
    const range = dependencies[packageOf(specifier)];
    if (range === undefined) continue;
    shared[specifier] = { singleton: true, requiredVersion: range };
  }
  if (dependencies['react-dom'] !== undefined) {
    shared['react-dom/'] = { singleton: true, requiredVersion: dependencies['react-dom'] };
  }
  if (dependencies['@immo/shared'] !== undefined && dependencies['@mantine/core'] !== undefined) {
    shared[UI_KIT] = uiKitShare();
  }
  if (dependencies['@immo/shared'] !== undefined) {
    for (const name of SHARED_LIBRARIES) shared[name] = { singleton: false, requiredVersion: libraryRange(name) };
  }
  return shared;
}

/**
 * Libraries every app gets through @immo/shared, without state of their own: shared by version
 * (not singletons) so a page loads one copy where the versions agree. Measured on home, each was
 * in every remote again: i18next-http-backend (createI18n, ~2.5 KB gzip), single-spa-react
 * (remoteLifecycles, ~2.4 KB), react-error-boundary (RemoteRoot, ~0.5 KB).
 */
export const SHARED_LIBRARIES = ['i18next-http-backend', 'single-spa-react', 'react-error-boundary'] as const;

/** The range @immo/shared itself declares for a library (a dependency, or a peer the remotes install). */
function libraryRange(name: (typeof SHARED_LIBRARIES)[number]): string {
  const declared: Record<string, string | undefined> = {
    ...sharedPackage.peerDependencies,
    ...sharedPackage.dependencies,
  };
  const range = declared[name];
  if (!range) throw new Error(`@immo/shared declares no version of ${name}`);
  return range;
}

/** The version of @immo/shared this build is made with. */
export const SHARED_PACKAGE_VERSION: string = sharedPackage.version;

/** The UI kit: the Mantine components of the site, shared as one module (see ui/index.ts). */
export const UI_KIT = '@immo/shared/ui';

/**
 * Not a singleton: each app wraps its own root in its own provider, so two kit versions can live on
 * one page. A remote requires at least the kit it was built with (a newer kit may export components
 * the page's copy lacks) and otherwise loads its own copy.
 */
function uiKitShare(): SharedConfig {
  return { singleton: false, requiredVersion: `^${SHARED_PACKAGE_VERSION}`, version: SHARED_PACKAGE_VERSION };
}
