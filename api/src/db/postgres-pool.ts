import pg from 'pg';

/** PostgreSQL's type ids (pg_type.oid) whose text the driver would otherwise leave as a string. */
const INT8 = 20;

/**
 * Counts and sums come back from PostgreSQL as int8, which `pg` hands over as strings (they may pass
 * 2^53); ours never do, so they are numbers here, as SQLite answers them. Timestamps need no parser:
 * they are ISO text columns on both databases.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * The connection pool of one API instance, 10 connections at most (pg's default), its tables in
 * `schema` when given (PostgreSQL's search_path), else in the database's default (`public`).
 */
export function postgresPool(url: string, schema: string | null): pg.Pool {
  const options = schema ? { options: `-c search_path=${schema}` } : {};
  // A database that does not answer fails a query in 5 s instead of holding it (and the request,
  // and the health checks) until the system gives up on the connection, minutes later.
  const pool = new pg.Pool({ connectionString: url, types, connectionTimeoutMillis: 5_000, ...options });
  // An idle connection the server ended (a restart, a failover) must not end the process: the pool
  // drops it and opens another for the next query; a query in flight fails and is reported as such.
  pool.on('error', () => {});
  return pool;
}
