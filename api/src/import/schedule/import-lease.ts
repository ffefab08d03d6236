import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** The site_settings row of the lease: which instance runs the scheduled import, and until when. */
const KEY = 'importLease';

type Lease = { holder: string; until: string };

const FREE: Lease = { holder: '', until: new Date(0).toISOString() };

/**
 * Takes (or renews) the scheduled import's lease for `holder` until `now + leaseMs`, when it is free,
 * ran out (its instance died), or is already `holder`'s. A compare-and-set on the row: the update
 * names the value it read, so of two instances that read the same lease only one changes it (on
 * PostgreSQL the second waits for the first's commit, then finds the value changed). True: ours.
 */
export async function takeImportLease(
  db: Kysely<Database>,
  holder: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  await db
    .insertInto('site_settings')
    .values({ key: KEY, value: JSON.stringify(FREE) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', KEY).executeTakeFirstOrThrow();
  const lease = JSON.parse(row.value) as Lease;
  if (lease.holder !== holder && new Date(lease.until) > now) return false;
  const next: Lease = { holder, until: new Date(now.getTime() + leaseMs).toISOString() };
  const taken = await db
    .updateTable('site_settings')
    .set({ value: JSON.stringify(next) })
    .where('key', '=', KEY)
    .where('value', '=', row.value)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}

/** An instance that stops hands its lease back, so another runs the next import without waiting for it to run out. */
export async function releaseImportLease(db: Kysely<Database>, holder: string): Promise<void> {
  const row = await db.selectFrom('site_settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row || (JSON.parse(row.value) as Lease).holder !== holder) return;
  await db
    .updateTable('site_settings')
    .set({ value: JSON.stringify(FREE) })
    .where('key', '=', KEY)
    .where('value', '=', row.value)
    .execute();
}
