// The `api (PostgreSQL)` jest project runs every API test file with this first: test-database.ts
// then gives each test app a database of its own on the cluster of start-cluster.mjs.
process.env.IMMO_TEST_DATABASE = 'postgres';
