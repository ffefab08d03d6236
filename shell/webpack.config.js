// The shell: Module Federation host with no build-time remotes (they come from remotes.json at
// run time), the shared-dependency policy of @immo/build-tools, swc for TS and minification.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  compressionPlugins,
  devServerBasics,
  filesystemCache,
  hostFederationOptions,
  reactRefreshPlugins,
  SOURCE_MAP_FILENAME,
  sourceMapDevtool,
  sourceResolve,
  swcMinimizer,
  translationsPlugin,
  typescriptRule,
} from '@immo/build-tools';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = createRequire(import.meta.url)('./package.json');

export default (env, argv) => {
  const production = argv.mode === 'production';
  // webpack-dev-server (`npm start -w @immo/shell`, `npm run dev`): hot reload and Fast Refresh.
  const serving = !production && Boolean(env?.WEBPACK_SERVE);
  return {
    // Dev server: first, what lets the remotes' Fast Refresh find React DOM (see the file).
    entry: serving ? ['./src/dev/track-react-renderers.ts', './src/index.ts'] : './src/index.ts',
    output: {
      path: resolve(here, 'dist'),
      // Under `npm run dev` the page comes from the API (:8080) and the scripts from here.
      publicPath: serving ? 'http://localhost:3000/' : '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'immo_shell',
      sourceMapFilename: SOURCE_MAP_FILENAME,
      clean: true,
    },
    resolve: sourceResolve,
    module: {
      rules: [
        typescriptRule('es2020', { refresh: serving }),
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin(hostFederationOptions(pkg)),
      translationsPlugin(here),
      // Comments stay: the server puts each page's head and header at <!--immo:head--> and <!--immo:shell-->.
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        minify: { collapseWhitespace: true, removeComments: false },
      }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
      ...(production ? compressionPlugins() : []),
      ...reactRefreshPlugins(serving),
    ],
    optimization: {
      minimizer: [swcMinimizer(), new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify })],
    },
    devServer: {
      ...devServerBasics(3000),
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/media', '/remotes.json', '/remotes', '/favicon.', '/apple-touch-icon.png'],
          target: 'http://localhost:8080',
        },
      ],
    },
    performance: { hints: false },
    ...(serving ? { stats: 'minimal' } : {}),
    devtool: sourceMapDevtool(production),
    cache: filesystemCache(fileURLToPath(import.meta.url)),
  };
};
