/**
 * The webpack configuration of a remote, written once: every mf-* builds the same way (DESIGN §3)
 * — remoteEntry.js + mf-manifest.json for the shell, embed.js for agencies' pages, a demo page.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { containerName, REMOTES, type RemoteName } from '@immo/shared/federation';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type {} from 'webpack-dev-server'; // adds `devServer` to Configuration
import { remoteFederationOptions, type PackageJson } from '../federation/plugin-options.js';
import { devServerBasics, reactRefreshPlugins } from './dev-server.js';
import {
  compressionPlugins,
  cssAsText,
  filesystemCache,
  SOURCE_MAP_FILENAME,
  sourceMapDevtool,
  sourceResolve,
  swcMinimizer,
  typescriptRule,
} from './parts.js';
import { hasServerEntry, SERVER_DIR, serverWebpackConfig } from './server-config.js';
import { translationsPlugin } from './translations.js';
import { buildVersion, buildVersionPlugin } from './build-version.js';

/** The federation name of every embed.js: the host of an agency's page (see embedConfig). */
const EMBED_HOST_NAME = 'immo_embed';

export type RemoteBuild = {
  /** The remote's folder (its webpack.config.js's directory). */
  dir: string;
  /** webpack-dev-server port of `npm start -w mf-X`. */
  port: number;
  /** Attributes of its custom elements beyond lang/api/site, for the demo page. */
  demoAttributes?: string;
};

/** A page that shows the remote's widget as an agency embeds it: served by `npm start -w mf-X`, and deployed. */
function demoPage(remote: RemoteName, demoAttributes: string): string {
  const elements = REMOTES[remote].elements.map((tag) => `<${tag} ${demoAttributes}></${tag}>`).join('\n    ');
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${remote} — widget demo</title><link rel="icon" href="data:," />
    <script src="embed.js" defer></script></head>
  <body style="max-width: 960px; margin: 2rem auto; padding: 0 1rem">
    ${elements}
  </body>
</html>`;
}

/**
 * The webpack configurations of a remote: the remote itself, its embed.js loader and, when it has
 * `src/ssr.tsx`, its server bundle (not under webpack-dev-server: the site server renders only
 * built remotes; one served by its dev server renders in the browser).
 */
export function remoteWebpackConfigs(build: RemoteBuild) {
  const pkg = createRequire(resolve(build.dir, 'package.json'))('./package.json') as PackageJson;
  const remote = pkg.name as RemoteName;
  const container = containerName(remote);
  return (env: { WEBPACK_SERVE?: boolean } | undefined, argv: { mode?: string }): Configuration[] => {
    const production = argv.mode === 'production';
    // webpack-dev-server (`npm start -w mf-X`, `npm run dev -- mf-X`): hot reload and Fast Refresh.
    const serving = !production && Boolean(env?.WEBPACK_SERVE);
    const output = resolve(build.dir, 'dist');
    const server = !serving && hasServerEntry(build.dir);
    const version = buildVersionPlugin(buildVersion(build.dir, pkg.version ?? '0.0.0'));
    const common = {
      context: build.dir,
      resolve: sourceResolve,
      module: { rules: [typescriptRule(), cssAsText] },
      optimization: { minimizer: [swcMinimizer()] },
      performance: { hints: false as const },
      devtool: sourceMapDevtool(production),
      cache: filesystemCache(resolve(build.dir, 'webpack.config.js')),
      // A dev server reports each rebuild in a line, not a listing of every module.
      ...(serving ? { stats: 'minimal' as const } : {}),
    };
    const remoteConfig: Configuration = {
      ...common,
      module: { rules: [typescriptRule('es2020', { refresh: serving }), cssAsText] },
      name: 'remote',
      entry: {},
      output: {
        path: output,
        publicPath: 'auto',
        uniqueName: container,
        sourceMapFilename: SOURCE_MAP_FILENAME,
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        // embed.js and its chunks come from the second config, server/ from the third; an old map
        // of them does not stay.
        clean: {
          keep: (asset: string) =>
            (asset.startsWith('embed') && !asset.endsWith('.map')) || (server && asset.split('/')[0] === SERVER_DIR),
        },
      },
      plugins: [
        new ModuleFederationPlugin(remoteFederationOptions(pkg)),
        version,
        translationsPlugin(build.dir),
        new HtmlWebpackPlugin({
          filename: 'index.html',
          inject: false,
          templateContent: demoPage(remote, build.demoAttributes ?? ''),
        }),
        ...(production ? compressionPlugins() : []),
        ...reactRefreshPlugins(serving),
      ],
      devServer: {
        ...devServerBasics(build.port),
        proxy: [{ context: ['/api', '/media'], target: 'http://localhost:8080' }],
      },
    };
    // embed.js keeps its name (agencies link it); its chunks are hashed. It is a federation host
    // that provides the runtime the remote (built with externalRuntime) uses.
    const embedConfig: Configuration = {
      ...common,
      name: 'embed',
      entry: { embed: './src/embed.ts' },
      output: {
        path: output,
        publicPath: 'auto',
        uniqueName: `${container}_embed`,
        sourceMapFilename: SOURCE_MAP_FILENAME,
        filename: 'embed.js',
        chunkFilename: production ? 'embed.[contenthash:10].js' : 'embed.[name].js',
        clean: false,
      },
      plugins: [
        new ModuleFederationPlugin({
          // One name for every remote's embed.js: on a page with widgets of two remotes the second
          // joins the first one's federation instance and runtime, instead of warning of two
          // runtimes. Chunks stay apart by their uniqueName above.
          name: EMBED_HOST_NAME,
          remotes: {},
          shared: {},
          dts: false,
          manifest: false, // the remote's mf-manifest.json lives beside embed.js
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        ...(production ? compressionPlugins() : []),
      ],
    };
    return server
      ? [remoteConfig, embedConfig, serverWebpackConfig(build.dir, pkg, [version])]
      : [remoteConfig, embedConfig];
  };
}
