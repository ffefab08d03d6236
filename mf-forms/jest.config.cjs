const path = require('node:path');
const base = require('../jest.config.base.cjs');

const config = base(__dirname, base.browser);
// Its `require` entry is dist/external/altcha.umd.cjs: the package's folder is two levels up.
const altcha = path.resolve(path.dirname(require.resolve('altcha/external')), '../..');

module.exports = {
  ...config,
  moduleNameMapper: {
    // The ES module webpack bundles (jest would take the UMD build, which, unlike the ES module,
    // writes the stylesheet into the page's head): the tests load what the site ships.
    '^altcha/external$': path.join(altcha, 'dist/external/altcha.js'),
    // Worker scripts are imported as text (load-altcha.ts); tests start no worker.
    '^altcha/workers/': path.join(__dirname, '..', 'scripts/lib/jest-css-stub.cjs'),
    ...config.moduleNameMapper,
  },
  // That ES module is compiled like the ES-only packages of the base configuration.
  transformIgnorePatterns: config.transformIgnorePatterns.map((pattern) => pattern.replace('(?!(', '(?!(altcha|')),
};
