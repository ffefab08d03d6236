import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Configuration, WebpackPluginInstance } from 'webpack';
import { NODE_RUNTIME_PLUGIN, type FederationOptions } from '../federation/plugin-options.js';
import { sharedDependencies } from '../federation/shared-dependencies.js';
import { cssAsText } from './parts.js';
import { remoteWebpackConfigs } from './remote-config.js';

const dependencies = { react: '^19.2.0', 'react-dom': '^19.2.0', i18next: '^27.0.0', zustand: '^5.0.0' };

// Inside the repository, so the remote's @immo/shared resolves (its translations are copied).
const SCRATCH = join(__dirname, '..', '..', 'node_modules', '.cache', 'server-config-test');

let dir: string;
beforeEach(() => {
  mkdirSync(SCRATCH, { recursive: true });
  dir = mkdtempSync(join(SCRATCH, 'mf-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mf-search', dependencies }));
  mkdirSync(join(dir, 'src'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function configs(mode: 'production' | 'development', env: { WEBPACK_SERVE?: boolean } = {}): Configuration[] {
  return remoteWebpackConfigs({ dir, port: 3001 })(env, { mode });
}

function federationOptions(config: Configuration): FederationOptions {
  const plugin = config.plugins?.find((candidate) => candidate?.constructor.name === 'ModuleFederationPlugin');
  return (plugin as WebpackPluginInstance & { _options: FederationOptions })._options;
}

describe("a remote's server bundle (DESIGN §7)", () => {
  it('is built only for a remote with src/ssr.tsx, and not by its dev server', () => {
    expect(configs('production').map((config) => config.name)).toEqual(['remote', 'embed']);
    writeFileSync(join(dir, 'src', 'ssr.tsx'), 'export {};');
    expect(configs('production').map((config) => config.name)).toEqual(['remote', 'embed', 'server']);
    expect(configs('development', { WEBPACK_SERVE: true }).map((config) => config.name)).toEqual(['remote', 'embed']);
  });

  it('is a CommonJS container for Node in dist/server/, with hashed chunks and its manifest', () => {
    writeFileSync(join(dir, 'src', 'ssr.tsx'), 'export {};');
    const server = configs('production')[2]!;
    expect(server).toMatchObject({
      target: 'async-node',
      devtool: false,
      output: {
        path: join(dir, 'dist', 'server'),
        publicPath: '',
        library: { type: 'commonjs-module' },
        chunkFilename: '[name].[contenthash:10].js',
      },
    });
    expect(server.resolve?.conditionNames).toEqual(expect.arrayContaining(['source', 'node']));
    expect(server.resolve?.conditionNames).not.toContain('browser');
    expect(server.module?.rules).toContain(cssAsText);
    expect(server.plugins?.map((plugin) => plugin?.constructor.name)).toEqual([
      'ModuleFederationPlugin',
      'DefinePlugin',
    ]);
  });

  it('carries the same build version as the browser build, so the browser hydrates only its own markup', () => {
    writeFileSync(join(dir, 'src', 'ssr.tsx'), 'export {};');
    const [browser, , server] = configs('production');
    const version = (config: Configuration) =>
      (
        config.plugins?.find((plugin) => plugin?.constructor.name === 'DefinePlugin') as unknown as {
          definitions: Record<string, string>;
        }
      ).definitions.__REMOTE_VERSION__;
    expect(version(server!)).toMatch(/^"\d+\.\d+\.\d+\+[0-9a-f]{10}"$/);
    expect(version(server!)).toBe(version(browser!));
  });

  it("exposes ./ssr under the browser build's container name and shared policy, with the Node runtime plugin and a runtime of its own", () => {
    writeFileSync(join(dir, 'src', 'ssr.tsx'), 'export {};');
    const [remote, , server] = configs('production');
    const browser = federationOptions(remote!);
    const options = federationOptions(server!);
    expect(options).toMatchObject({
      name: browser.name,
      filename: 'remoteEntry.js',
      exposes: { './ssr': './src/ssr.tsx' },
      library: { type: 'commonjs-module', name: 'mf_search' },
      manifest: true,
      dts: false,
      shareStrategy: 'loaded-first',
      runtimePlugins: [NODE_RUNTIME_PLUGIN],
    });
    expect(options.shared).toEqual(browser.shared);
    expect(options.shared).toEqual(sharedDependencies(dependencies));
    // react-dom/server is shared with react-dom through the 'react-dom/' prefix.
    expect(options.shared['react-dom/']).toMatchObject({ singleton: true });
    expect(options.experiments?.externalRuntime).toBeUndefined();
    expect(NODE_RUNTIME_PLUGIN).toMatch(/@module-federation\/node\/dist\/src\/runtimePlugin\.js$/);
  });

  it("survives the browser build's cleaning of dist/, which removes what it did not emit", () => {
    const keep = (config: Configuration) => (config.output?.clean as { keep: (asset: string) => boolean }).keep;
    expect(keep(configs('production')[0]!)('server')).toBe(false);
    writeFileSync(join(dir, 'src', 'ssr.tsx'), 'export {};');
    const clean = keep(configs('production')[0]!);
    expect(['server', 'server/remoteEntry.js', 'embed.js'].map(clean)).toEqual([true, true, true]);
    expect(['serverless.js', 'main.js', 'embed.js.map'].map(clean)).toEqual([false, false, false]);
  });
});
