// globalTeardown of the `api (PostgreSQL)` jest project: stops the cluster of start-cluster.mjs and
// deletes its folder.
export default async function stopCluster() {
  globalThis.immoPostgresCluster?.stop();
}
