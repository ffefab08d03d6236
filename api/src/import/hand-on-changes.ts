import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AfterImport, CatalogueChanges } from './catalogue-changes.js';

/**
 * A run's changes stay unhanded this long before a sweep takes them up: time enough for the run's
 * own process to hand them on itself (runImport does, right after its commit).
 */
export const HAND_ON_GRACE_MS = 5 * 60 * 1000;

/** Keeps what a run changed with the run, in its transaction: if the process ends before handing it on, a sweep does. */
export async function keepChanges(trx: Transaction<Database>, runId: number, changes: CatalogueChanges): Promise<void> {
  if (changes.added.length === 0 && changes.priceDrops.length === 0) return;
  await trx
    .updateTable('import_runs')
    .set({ changes: JSON.stringify(changes) })
    .where('id', '=', runId)
    .execute();
}

export async function markHandedOn(db: Kysely<Database>, runId: number, at: Date): Promise<void> {
  await db
    .updateTable('import_runs')
    .set({ handed_on_at: at.toISOString() })
    .where('id', '=', runId)
    .where('handed_on_at', 'is', null)
    .execute();
}

/**
 * Hands on the changes of runs whose process did not (it stopped between its commit and the search
 * alerts, or had no alerts to hand them to: a bench, a script): each run is taken by one conditional
 * update, so two instances never both do it. Handing on twice would do no harm either: a match is
 * recorded once and mailed once (alerts/record-matches.ts, queue-news.ts). Answers the runs handed on.
 */
export async function handOnLeftChanges(db: Kysely<Database>, afterImport: AfterImport, now: Date): Promise<number> {
  const before = new Date(now.getTime() - HAND_ON_GRACE_MS).toISOString();
  const left = await db
    .selectFrom('import_runs')
    .select(['id', 'changes'])
    .where('changes', 'is not', null)
    .where('handed_on_at', 'is', null)
    .where('finished_at', '<', before)
    .orderBy('id')
    .execute();
  let handed = 0;
  for (const run of left) {
    const taken = await db
      .updateTable('import_runs')
      .set({ handed_on_at: now.toISOString() })
      .where('id', '=', run.id)
      .where('handed_on_at', 'is', null)
      .executeTakeFirst();
    if (Number(taken.numUpdatedRows) !== 1) continue;
    try {
      await afterImport(JSON.parse(run.changes!) as CatalogueChanges);
      handed += 1;
    } catch (error) {
      // Left for the next sweep.
      await db.updateTable('import_runs').set({ handed_on_at: null }).where('id', '=', run.id).execute();
      throw error;
    }
  }
  return handed;
}
