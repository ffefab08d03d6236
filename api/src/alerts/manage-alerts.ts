import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { alertAddress } from './alert-links.js';
import { filterParams, parseStoredFilters } from './alert-filters.js';

/** One alert as the alerts page shows it: its filters as the list's URL parameters. */
export type AlertSummary = {
  id: number;
  frequency: string;
  language: string;
  filters: Record<string, string>;
  confirmed: boolean;
  createdAt: string;
};

/** An address's live alerts (not ended), the newest first, confirmed or still waiting for their link. */
export async function alertsOf(db: Kysely<Database>, email: string): Promise<AlertSummary[]> {
  const rows = await db
    .selectFrom('search_alerts')
    .selectAll()
    .where('email', '=', alertAddress(email))
    .where('ended_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => {
    const filters = parseStoredFilters(row.filters);
    return {
      id: row.id,
      frequency: row.frequency,
      language: row.language,
      filters: filters ? filterParams(filters) : {},
      confirmed: row.confirmed_at !== null,
      createdAt: row.created_at,
    };
  });
}

/**
 * Ends an address's alerts, or one of them: nothing is mailed for them any more (the row stays, with
 * its proof of consent). Returns how many ended.
 */
export async function endAlerts(
  db: Kysely<Database>,
  which: { email: string; alertId?: number } | { alertId: number },
  now: Date,
): Promise<number> {
  let update = db.updateTable('search_alerts').set({ ended_at: now.toISOString() }).where('ended_at', 'is', null);
  if ('email' in which) update = update.where('email', '=', alertAddress(which.email));
  if (which.alertId !== undefined) update = update.where('id', '=', which.alertId);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
