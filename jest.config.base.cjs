// One jest setup for every package: TypeScript through swc, workspace packages mapped to their
// source so a test never needs a prior build.
const path = require('node:path');

const root = __dirname;

const ESM_ONLY = ['content-disposition', 'cookie', 'png-to-ico'];

/** For frontend packages: jsdom with the one setup of shared/test-support. */
const browser = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: [path.join(root, 'shared/test-support/jsdom-setup.ts')],
};

module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '^@immo/shared$': path.join(root, 'shared/src/index.ts'),
      '^@immo/shared/federation$': path.join(root, 'shared/src/federation/index.ts'),
      '^@immo/shared/data$': path.join(root, 'shared/data/index.ts'),
      '^@immo/shared/(ui|embed|map|remote|remote-server)$': path.join(root, 'shared/src/$1/index.ts'),
      // The kit's parts load through the kit module in a bundle (top-level await); a test takes them
      // straight from Mantine, as the part itself does.
      '^@immo/shared/ui/(fields|overlays)$': path.join(root, 'shared/src/ui/parts/$1.ts'),
      '^@immo/shared/zod-config$': path.join(root, 'shared/src/entities/forms/zod-config.ts'),
      '^@immo/build-tools$': path.join(root, 'build-tools/src/index.ts'),
      '^@immo/shared/test-support$': path.join(root, 'shared/test-support/index.ts'),
      // Bundlers load stylesheets as text (remotes) or files (shell); tests need neither.
      '\\.css$': path.join(root, 'scripts/lib/jest-css-stub.cjs'),
      '^@immo/shared/locales/(.*)$': path.join(root, 'shared/src/i18n/locales/$1'),
      // NodeNext sources import siblings as './x.js'; jest resolves the .ts file.
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    // ESM-only dependencies: Node 20 loads them with require(esm), jest's module system does not.
    transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
    ...overrides,
  };
};

module.exports.browser = browser;
