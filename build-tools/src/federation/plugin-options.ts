import { createRequire } from 'node:module';
import { containerName } from '@immo/shared/federation';
import { sharedDependencies, type SharedConfig } from './shared-dependencies.js';

/** What every remote exposes (DESIGN §3). */
export const REMOTE_EXPOSES = {
  './app': './src/app.tsx',
  './widget': './src/widget.tsx',
} as const;

export type PackageJson = { name: string; version?: string; dependencies?: Record<string, string> };

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
  /** How the container entry exports itself (a server bundle: `commonjs-module`). */
  library?: { type: string; name?: string };
  /** Files of federation runtime plugins bundled into the container. */
  runtimePlugins?: string[];
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

/** What a remote's server bundle exposes (DESIGN §7): the slot render the site server calls. */
export const SERVER_EXPOSES = { './ssr': './src/ssr.tsx' } as const;

/** The Module Federation runtime plugin that loads a container's chunks in Node (from disk or over HTTP). */
export const NODE_RUNTIME_PLUGIN = createRequire(import.meta.url).resolve('@module-federation/node/runtimePlugin');

/**
 * A remote's server bundle: the same container name and shared policy as its browser build, so the
 * site server shares React between remotes as the browser does. It brings its own federation runtime
 * (nobody provides one on the server) with the Node plugin, and exports itself as a CommonJS module.
 */
export function serverFederationOptions(pkg: PackageJson): FederationOptions {
  const name = containerName(pkg.name);
  return {
    name,
    filename: 'remoteEntry.js',
    exposes: SERVER_EXPOSES,
    library: { type: 'commonjs-module', name },
    shared: sharedDependencies(pkg.dependencies ?? {}),
    manifest: true,
    dts: false,
    shareStrategy: 'loaded-first',
    runtimePlugins: [NODE_RUNTIME_PLUGIN],
    experiments: { optimization: { target: 'node' } },
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
