/**
 * The parts every webpack config of the site has in common, written once: how TypeScript is
 * compiled (swc), how @immo/shared is resolved (from source, with the app), source maps, the
 * build cache, minification and pre-compressed copies.
 */
import { gzip as zopfliGzip, type ZopfliOptions } from '@gfx/zopfli';
import CompressionPlugin from 'compression-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';

/** Resolve options: NodeNext-style `./x.js` imports find `./x.ts`; @immo/shared's `source` export wins. */
export const sourceResolve = {
  extensions: ['.tsx', '.ts', '.js'],
  // @immo/shared is compiled with the app from source, so it is tree-shaken into each app.
  conditionNames: ['source', 'browser', 'import', 'module', 'default'],
  extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
};

/**
 * TypeScript and TSX through swc-loader, including @immo/shared's sources. `refresh`: swc's React
 * Refresh transform (`npm run dev`: with webpack-dev-server and {@link reactRefreshPlugin} only).
 */
export function typescriptRule(target = 'es2020', options: { refresh?: boolean } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules\/(?!@immo)/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: {
            react: { runtime: 'automatic', ...(options.refresh ? { development: true, refresh: true } : {}) },
          },
          target,
        },
      },
    },
  };
}

/**
 * Stylesheets of remotes are text: the widget adopts them in its shadow root, never in the page, and
 * a server render hands them to the site server. No source maps: css-loader would put each sheet's
 * source and map into the JS as text.
 */
export const cssAsText = {
  test: /\.css$/,
  use: [{ loader: 'css-loader', options: { exportType: 'string', sourceMap: false } }],
};

/**
 * Production source maps: hidden (no built file names them) and written beside dist/, never in it,
 * so nothing public serves the site's sources; kept for error reporting and the bench.
 */
export const SOURCE_MAP_DIR = 'sourcemaps';
/** `output.sourceMapFilename`, relative to dist/. */
export const SOURCE_MAP_FILENAME = `../${SOURCE_MAP_DIR}/[file].map`;

/**
 * Development maps are eval-free: the site's pages forbid `'unsafe-eval'` (api/src/http/security.ts),
 * which refuses every `eval-*` devtool, and `npm run dev` serves the dev builds under that policy.
 */
export function sourceMapDevtool(production: boolean) {
  return production ? ('hidden-source-map' as const) : ('cheap-module-source-map' as const);
}

/**
 * webpack's persistent cache (node_modules/.cache/webpack of the app, one per config name and mode):
 * a second build compiles only what changed. It is thrown away when the config file or anything it
 * imports (this preset included) changes, and when webpack or a loader is upgraded.
 */
export function filesystemCache(configFile: string) {
  return { type: 'filesystem' as const, buildDependencies: { config: [configFile] } };
}

/** swc minifies JavaScript (several times faster than terser on these 2-core machines). */
export function swcMinimizer() {
  return new TerserPlugin({ minify: TerserPlugin.swcMinify });
}

/**
 * An asset's gzip copy, made by Zopfli (@gfx/zopfli, the compressor compression-webpack-plugin's
 * own documentation names): the format every browser reads, ~3 % smaller than zlib's best level
 * (measured on the shell's scripts), made once at build time where its slowness costs nothing.
 */
export function gzipAsset(
  input: Buffer,
  options: ZopfliOptions,
  done: (error: Error | null, output: Buffer) => void,
): void {
  zopfliGzip(input, options, (error, output) => done(error, error ? Buffer.alloc(0) : Buffer.from(output)));
}

/**
 * gzip and brotli copies next to each asset; the server sends them as they are (no compression per
 * request). Browsers that take brotli get brotli.
 */
export function compressionPlugins() {
  const test = /\.(js|css|svg|json)$/;
  return [
    new CompressionPlugin<ZopfliOptions>({
      algorithm: gzipAsset,
      compressionOptions: { numiterations: 5 },
      filename: '[path][base].gz',
      test,
      threshold: 1024,
    }),
    new CompressionPlugin({ algorithm: 'brotliCompress', filename: '[path][base].br', test, threshold: 1024 }),
  ];
}
