// Types of postgres-cluster.mjs, for the API's TypeScript (its bench starts a cluster too).
export type PostgresCluster = {
  /** The superuser URL, postgres://postgres@127.0.0.1:PORT/postgres (local connections are trusted). */
  url: string;
  /** Stops the cluster and deletes its folder. */
  stop: () => void;
};

export function findPostgresBin(): string | null;
export function ensurePostgres(): Promise<string>;
export function startPostgresCluster(options?: { maxConnections?: number }): Promise<PostgresCluster>;
