// globalSetup of the `api (PostgreSQL)` jest project: one throwaway cluster for the whole run (its
// tests make a database each on it). Jest starts its workers after this, so they inherit the URL.
import { startPostgresCluster } from '../../../scripts/lib/postgres-cluster.mjs';

export default async function startCluster() {
  const cluster = await startPostgresCluster();
  globalThis.immoPostgresCluster = cluster;
  process.env.IMMO_TEST_POSTGRES_URL = cluster.url;
}
