// The API's tests on the embedded SQLite database; jest.postgres.config.cjs runs the same files on
// PostgreSQL, with the tests of several instances on one database (test/several-instances/).
const base = require('../jest.config.base.cjs')(__dirname, { testTimeout: 20000 });

module.exports = {
  ...base,
  displayName: 'api (SQLite)',
  testPathIgnorePatterns: [...base.testPathIgnorePatterns, '<rootDir>/test/several-instances/'],
};
