import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { onPostgres } from '../dialect.js';

/**
 * A numbered primary key `id` the database fills in: `integer primary key autoincrement` on SQLite
 * (what the first migration always made there), `serial primary key` on PostgreSQL, which has no
 * autoincrement keyword. Both still take an explicit id when one is given.
 */
export function serialId(db: Kysely<unknown>) {
  const postgres = onPostgres(db);
  return <T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'> =>
    table.addColumn('id', postgres ? 'serial' : 'integer', (col: ColumnDefinitionBuilder) =>
      postgres ? col.primaryKey() : col.primaryKey().autoIncrement(),
    );
}

/** A floating-point column: SQLite's `real` is 8 bytes, PostgreSQL's only 4, so there it is `double precision`. */
export function doubleType(db: Kysely<unknown>): 'real' | 'double precision' {
  return onPostgres(db) ? 'double precision' : 'real';
}
