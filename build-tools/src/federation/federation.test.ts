import { hostFederationOptions, remoteFederationOptions } from './plugin-options.js';
import { SHARED_PACKAGE_VERSION, sharedDependencies } from './shared-dependencies.js';

const dependencies = {
  react: '^19.2.0',
  'react-dom': '^19.2.0',
  '@mantine/core': '^9.0.0',
  '@mantine/hooks': '^9.0.0',
  i18next: '^27.0.0',
  'react-i18next': '^18.0.0',
  zustand: '^5.0.0',
  '@immo/shared': '^1.0.0',
  leaflet: '^1.9.0',
};

describe('shared-dependency policy (DESIGN §3)', () => {
  const shared = sharedDependencies(dependencies);

  it('shares react, react-dom with its subpaths, the JSX runtime, i18next and zustand as singletons', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-dom/',
      'react-dom/client',
      'react/jsx-runtime',
      'i18next',
      'react-i18next',
      'zustand',
    ]) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
    expect(shared['react/jsx-runtime']?.requiredVersion).toBe('^19.2.0');
    expect(shared['react-dom/client']?.requiredVersion).toBe('^19.2.0');
  });

  it('bundles @immo/shared into each app instead of sharing it whole, so each app is tree-shaken', () => {
    expect(shared['@immo/shared']).toBeUndefined();
    expect(shared['@immo/shared/ui']).toEqual({
      singleton: false,
      requiredVersion: `^${SHARED_PACKAGE_VERSION}`,
      version: SHARED_PACKAGE_VERSION,
    });
    expect(SHARED_PACKAGE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('marks nothing eager and leaves other libraries unshared; Mantine only through the UI kit', () => {
    expect(Object.values(shared).some((config) => config.eager)).toBe(false);
    expect(shared.leaflet).toBeUndefined();
    expect(shared['@mantine/core']).toBeUndefined();
  });

  it('shares only what the app depends on', () => {
    expect(Object.keys(sharedDependencies({ react: '^19.0.0' }))).toEqual(['react', 'react/jsx-runtime']);
    expect(Object.keys(sharedDependencies({ '@immo/shared': '^1.0.0' }))).toEqual([
      'i18next-http-backend',
      'single-spa-react',
      'react-error-boundary',
    ]);
  });
});

describe('remote and host options', () => {
  it('gives every remote the contract: ./app, ./widget, remoteEntry.js, a manifest, loaded-first', () => {
    const options = remoteFederationOptions({ name: 'mf-search', dependencies });
    expect(options).toMatchObject({
      name: 'mf_search',
      filename: 'remoteEntry.js',
      exposes: { './app': './src/app.tsx', './widget': './src/widget.tsx' },
      manifest: true,
      shareStrategy: 'loaded-first',
    });
  });

  it('bakes no remote URL into the shell', () => {
    expect(hostFederationOptions({ name: 'shell', dependencies }).remotes).toEqual({});
  });

  it('ships the federation runtime once: the host provides it, remotes use it', () => {
    expect(hostFederationOptions({ name: 'shell', dependencies }).experiments).toMatchObject({
      provideExternalRuntime: true,
    });
    expect(remoteFederationOptions({ name: 'mf-search', dependencies }).experiments).toMatchObject({
      externalRuntime: true,
    });
  });

  it('builds the runtime for browsers: its Node.js script loader is left out', () => {
    for (const options of [
      hostFederationOptions({ name: 'shell', dependencies }),
      remoteFederationOptions({ name: 'mf-search', dependencies }),
    ]) {
      expect(options.experiments?.optimization).toEqual({ target: 'web' });
    }
  });
});
