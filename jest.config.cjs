// Runs every workspace's unit tests in one jest process (one summary); each package keeps its
// own jest.config.cjs so `npx jest` also works inside a package alone.
const fs = require('node:fs');
const path = require('node:path');

const packages = [
  'shared',
  'build-tools',
  'shell',
  'api',
  ...fs.readdirSync(__dirname).filter((name) => name.startsWith('mf-')),
];

module.exports = {
  // One budget for every test, sized for a loaded 2-core machine (argon2 and the API's servers slow
  // down threefold there). Jest reads testTimeout here only: a project's own (api/) is ignored in a
  // run of the whole repository, where the default 5 s cut owner tests short under load.
  testTimeout: 30_000,
  projects: [
    ...packages
      .map((name) => path.join(__dirname, name))
      .filter((dir) => fs.existsSync(path.join(dir, 'jest.config.cjs'))),
    // The API's tests again on a throwaway PostgreSQL cluster the project starts and stops itself.
    require('./api/jest.postgres.config.cjs'),
    // Checks of the repository as a whole (scripts/*.test.ts: the import boundaries of the lint).
    {
      ...require('./jest.config.base.cjs')(path.join(__dirname, 'scripts')),
      displayName: 'repository',
      testMatch: ['<rootDir>/*.test.ts'],
    },
  ],
};
