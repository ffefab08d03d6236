import sharedPackage from '../../package.json' with { type: 'json' };

/**
 * The ONE shared-dependency policy (DESIGN §3). These must exist once per page: two Reacts
 * break hooks, two i18next or zustand copies split state, two Mantines split the theme.
 */
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  '@mantine/core',
  '@mantine/hooks',
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
 * other react-dom subpath. `@immo/shared` is NOT a singleton: a remote built against another
 * major gets its own copy instead of breaking the page. Nothing is eager (TOOLCHAIN.md).
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
  shared['@immo/shared'] = {
    singleton: false,
    version: sharedPackage.version,
    requiredVersion: `^${sharedPackage.version.split('.')[0]}.0.0`,
  };
  return shared;
}

/** The version of @immo/shared this build is made with. */
export const SHARED_PACKAGE_VERSION: string = sharedPackage.version;
