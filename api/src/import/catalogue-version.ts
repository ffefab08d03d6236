import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * A number that grows with every change of the catalogue, kept in the database: an import raises it
 * in its own transaction, and every instance that sees it differ from the one it loaded reads the
 * catalogue again (catalogue/catalogue-refresh.ts), so all of them show a new import without a restart.
 */
const KEY = 'catalogueVersion';

export async function readCatalogueVersion(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  return row ? Number(JSON.parse(row.value)) : 0;
}

export async function raiseCatalogueVersion(trx: Transaction<Database>): Promise<number> {
  const next = (await readCatalogueVersion(trx)) + 1;
  await trx
    .insertInto('site_settings')
    .values({ key: KEY, value: JSON.stringify(next) })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(next) }))
    .execute();
  return next;
}
