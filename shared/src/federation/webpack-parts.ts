/**
 * The parts every webpack config of the site has in common, written once: how TypeScript is
 * compiled (swc) and how @immo/shared is resolved (from source, with the app).
 */

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
