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
  serverResolve,
  SOURCE_MAP_FILENAME,
  sourceMapDevtool,
  sourceResolve,
  swcMinimizer,
  translationsPlugin,
  typescriptRule,
} from '@immo/build-tools';
import { CONSENT_STORAGE_KEY } from '@immo/shared';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { clicksHeldScript } from './src/head/clicks-before-code.js';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = createRequire(import.meta.url)('./package.json');

/**
 * The server draws the cookie dialog as a first visit sees it (the choice is in the browser's
 * storage). Run in the head, before anything is painted: a stored choice marks <html>, and
 * shell.css hides the dialog's slot until the consent remote has taken it over (it then renders
 * afresh from the choice, mf-consent/src/app.tsx). Storage that throws keeps the dialog, as the
 * remote would.
 */
const consentGate = `try{localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})&&document.documentElement.setAttribute("data-consent-stored","")}catch(e){}`;

/**
 * The shell's scripts start once the browser has painted the server's page. As a deferred script,
 * Chromium ran main.js as soon as the document was parsed, before the first paint: the federation
 * runtime and the shell's start (~130 ms measured on a 2-core machine, several times that on a
 * phone) came between the visitor and the page the server had already sent. They are still fetched
 * from the start (the preload links beside this), in order; a tab opened or put in the background,
 * which paints nothing, starts them at once.
 */
const startScriptsAfterPaint = (files) =>
  `(function(files){var started=false;function start(){if(started)return;started=true;files.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.head.appendChild(s)})}` +
  // A tab hidden before its first frame paints none until the visitor comes back: it starts when hidden.
  `function afterPaint(){if(document.visibilityState==="hidden")return start();document.addEventListener("visibilitychange",start,{once:true});requestAnimationFrame(function(){setTimeout(start,0)})}` +
  `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",afterPaint):afterPaint()})(${JSON.stringify(files)})`;

/**
 * The shell's server entry for the site server (DESIGN §7): the same components, rendered to HTML
 * in Node. One CommonJS file with React inside: the site server requires it at start, as it reads
 * the shell's index.html (a new shell is deployed with a restart). Of the stylesheets, the UI kit's
 * files for the page's render to inline; the rest are the browser's.
 */
function serverConfig(production) {
  return {
    name: 'server',
    target: 'node20',
    entry: { 'shell-server': './src/server.tsx' },
    output: {
      path: resolve(here, 'dist', 'server'),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    // Node's builds of React's server renderer and the rest (the browser's keeps a MessageChannel open).
    resolve: serverResolve,
    // A stylesheet is css-loader's list of its files with their texts: the page's render inlines
    // the UI kit's files it uses (src/server/kit-styles.ts).
    module: {
      rules: [
        typescriptRule('es2022'),
        { test: /\.css$/, use: [{ loader: 'css-loader', options: { sourceMap: false } }] },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    performance: { hints: false },
    devtool: production ? false : 'source-map',
    cache: filesystemCache(fileURLToPath(import.meta.url)),
  };
}

export default (env, argv) => {
  const production = argv.mode === 'production';
  // webpack-dev-server (`npm start -w @immo/shell`, `npm run dev`): hot reload and Fast Refresh.
  const serving = !production && Boolean(env?.WEBPACK_SERVE);
  const browser = browserConfig(production, serving);
  return serving ? browser : [browser, serverConfig(production)];
};

function browserConfig(production, serving) {
  return {
    name: 'browser',
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
      // dist/server is the server config's, built beside this one.
      clean: { keep: /^server\// },
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
      // Comments stay: the server puts each page's head, header and cookie dialog at <!--immo:head-->,
      // <!--immo:shell--> and <!--immo:consent-->.
      new HtmlWebpackPlugin({
        template: './src/index.html',
        templateParameters: { consentGate, clicksHeldScript, startScriptsAfterPaint },
        // The template writes the scripts and stylesheets itself (startScriptsAfterPaint).
        inject: false,
        minify: { collapseWhitespace: true, removeComments: false, minifyJS: true },
      }),
      new MiniCssExtractPlugin({ filename: production ? '[name].[contenthash:10].css' : '[name].css' }),
      ...(production ? compressionPlugins() : []),
      ...reactRefreshPlugins(serving),
    ],
    optimization: {
      minimizer: [swcMinimizer(), new CssMinimizerPlugin({ minify: CssMinimizerPlugin.lightningCssMinify })],
      // The UI kit's stylesheet (src/styles/kit-styles.ts) is one file: split as other packages'
      // code is, Mantine's files went to a chunk of their own and the kit's list to an empty one.
      splitChunks: {
        cacheGroups: {
          kitStyles: {
            type: 'css/mini-extract',
            test: /[\\/]ui[\\/]kit\.css$|[\\/]@mantine[\\/]core[\\/]styles[\\/]/,
            name: 'kit-styles',
            chunks: 'async',
            enforce: true,
            priority: 10,
          },
        },
      },
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
}
