import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Resolves when the database answers a query; rejects with its error when it does not. */
export async function databaseAnswers(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
