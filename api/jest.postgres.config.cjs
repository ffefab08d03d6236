// The API's whole test suite again, on PostgreSQL: a throwaway cluster (Debian's PostgreSQL, which
// scripts/lib/postgres-cluster.mjs installs with apt-get when missing) is started before the run and
// stopped after it; every test app gets a database of its own on it (test/test-database.ts).
const base = require('../jest.config.base.cjs')(__dirname, { testTimeout: 20000 });

module.exports = {
  ...base,
  displayName: 'api (PostgreSQL)',
  globalSetup: '<rootDir>/test/postgres/start-cluster.mjs',
  globalTeardown: '<rootDir>/test/postgres/stop-cluster.mjs',
  setupFiles: ['<rootDir>/test/postgres/use-postgres.ts'],
  // Run once, by the SQLite project: what touches no database (test/slots/, the remotes' server
  // bundles) and what only reads back rows the suite here writes already (the mails' texts and
  // files, the password rules: leads, outbox and owner tests cover those writes on PostgreSQL).
  testPathIgnorePatterns: [
    ...base.testPathIgnorePatterns,
    '<rootDir>/test/slots/',
    '<rootDir>/test/lead-mail-texts.test.ts',
    '<rootDir>/test/lead-mail-files.test.ts',
    '<rootDir>/test/owner-password-strength.test.ts',
  ],
};
