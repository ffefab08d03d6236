/**
 * The server bundle of a remote (DESIGN §7): `dist/server/remoteEntry.js` + `mf-manifest.json`,
 * exposing `./ssr`, which the site server loads at run time through the Module Federation runtime
 * for Node, as the browser loads `./app`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { SERVER_BUNDLE_DIR } from '@immo/shared/federation';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { Configuration } from 'webpack';
import { SERVER_EXPOSES, serverFederationOptions, type PackageJson } from '../federation/plugin-options.js';
import { cssAsText, filesystemCache, sourceResolve, typescriptRule } from './parts.js';

/** Where a remote's server bundle is written, inside its dist/ (deployed with it; the API finds it there). */
export const SERVER_DIR = SERVER_BUNDLE_DIR;

/** Node's resolve conditions instead of the browser's: react-dom/server's Node build, for one. */
export const serverResolve = {
  ...sourceResolve,
  conditionNames: ['source', 'node', 'import', 'module', 'default'],
};

/** A remote has a server bundle when it has a server render entry. */
export function hasServerEntry(dir: string): boolean {
  return existsSync(resolve(dir, SERVER_EXPOSES['./ssr']));
}

/**
 * The server bundle's webpack configuration.
 *
 * `publicPath: ''`: the deployment is not known at build time, only the manifest's URL is, at run
 * time. With '' the manifest says so and the runtime takes the manifest's folder as the bundle's
 * (`inferAutoPublicPath`); inside the container, the Node runtime plugin reads each chunk from the
 * folder the entry was loaded from when the host gives it a real folder (the site's own files), and
 * otherwise resolves it against the entry's URL, which the host's runtime knows (`'auto'` cannot
 * work: webpack's automatic public path looks for a `document`, and throws in Node).
 *
 * Not minified and without source maps: the code stays on the server, and a stack trace of a
 * readable bundle names the remote's own functions.
 */
export function serverWebpackConfig(
  dir: string,
  pkg: PackageJson,
  plugins: NonNullable<Configuration['plugins']> = [],
): Configuration {
  const federation = serverFederationOptions(pkg);
  return {
    name: 'server',
    context: dir,
    target: 'async-node',
    entry: {},
    resolve: serverResolve,
    module: { rules: [typescriptRule('es2022'), cssAsText] },
    optimization: { minimize: false },
    performance: { hints: false },
    devtool: false,
    cache: filesystemCache(resolve(dir, 'webpack.config.js')),
    output: {
      path: resolve(dir, 'dist', SERVER_DIR),
      publicPath: '',
      uniqueName: federation.name,
      library: { type: 'commonjs-module' },
      // Hashed always: a redeployed bundle gets new chunk names, which the running server loads afresh.
      chunkFilename: '[name].[contenthash:10].js',
      clean: true,
    },
    plugins: [new ModuleFederationPlugin(federation), ...plugins],
  };
}
