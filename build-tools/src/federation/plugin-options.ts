import { containerName } from '@immo/shared/federation';
import { sharedDependencies, type SharedConfig } from './shared-dependencies.js';

/** What every remote exposes (DESIGN §3). */
export const REMOTE_EXPOSES = {
  './app': './src/app.tsx',
  './widget': './src/widget.tsx',
} as const;

export type PackageJson = { name: string; dependencies?: Record<string, string> };

/** Options of `@module-federation/enhanced/webpack`'s ModuleFederationPlugin that we set. */
export type FederationOptions = {
  name: string;
  filename?: string;
  exposes?: Record<string, string>;
  remotes?: Record<string, string>;
  shared: Record<string, SharedConfig>;
  manifest: boolean;
  dts: boolean;
  shareStrategy: 'loaded-first' | 'version-first';
  experiments?: {
    externalRuntime?: boolean;
    provideExternalRuntime?: boolean;
    optimization?: { target: 'web' | 'node' };
  };
};

/**
 * A remote's federation options: the contract exposes (./app, ./widget), remoteEntry.js and
 * mf-manifest.json, the shared policy. `loaded-first`: with the default strategy one offline
 * remote breaks start-up (DESIGN §3).
 */
export function remoteFederationOptions(
  pkg: PackageJson,
  exposes: Record<string, string> = REMOTE_EXPOSES,
): FederationOptions {
  return {
    name: containerName(pkg.name),
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedDependencies(pkg.dependencies ?? {}),
    manifest: true,
    dts: false,
    shareStrategy: 'loaded-first',
    // The federation runtime (~25 KB gzip) comes once, from the host (the shell, or embed.js on an
    // agency's page), instead of again in every remoteEntry.js.
    experiments: { externalRuntime: true, optimization: { target: 'web' } },
  };
}

/** The shell's options: a host with no build-time remotes; they are registered at run time from remotes.json. */
export function hostFederationOptions(pkg: PackageJson): FederationOptions {
  return {
    name: containerName(pkg.name),
    remotes: {},
    shared: sharedDependencies(pkg.dependencies ?? {}),
    manifest: false,
    dts: false,
    shareStrategy: 'loaded-first',
    // Publishes the runtime as the global every remote built with `externalRuntime` uses.
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  };
}
