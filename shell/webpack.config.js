// The shell: Module Federation host with no build-time remotes (they come from remotes.json at
// run time), the shared-dependency policy of @immo/shared, swc for TS and minification.
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import {
  hostFederationOptions,
  SOURCE_MAP_FILENAME,
  sourceMapDevtool,
  sourceResolve,
  typescriptRule,
} from '@immo/shared/federation';
import { compressionPlugins, swcMinimizer } from '@immo/shared/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = createRequire(import.meta.url)('./package.json');

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      path: resolve(here, 'dist'),
      publicPath: '/',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      uniqueName: 'immo_shell',
      sourceMapFilename: SOURCE_MAP_FILENAME,
      clean: true,
    },
    resolve: sourceResolve,
    module: {
      rules: [typescriptRule(), { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] }],
    },
    plugins: [
      new ModuleFederationPlugin(hostFederationOptions(pkg)),
      // Comments stay: the server puts each page's head and header at <!--immo:head--> and <!--immo:shell-->.
      new HtmlWebpackPlugin({
        template: './src/index.html',
        scriptLoading: 'defer',
        minify: { collapseWhitespace: true, removeComments: false },
      }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      minimizer: [swcMinimizer(), new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify })],
    },
    devServer: {
      port: 3000,
      historyApiFallback: true,
      proxy: [
        {
          context: ['/api', '/media', '/remotes.json', '/remotes', '/locales', '/favicon.', '/apple-touch-icon.png'],
          target: 'http://localhost:8080',
        },
      ],
    },
    performance: { hints: false },
    devtool: sourceMapDevtool(production),
  };
};
