import { DEFAULT_LANGUAGE, isLang, type AlertFilters, type Lang } from '@immo/shared';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SearchAlertsTable } from '../db/schema.js';
import { parseStoredFilters } from './alert-filters.js';

/** An alert as the mailing reads it: its row with the language and filters read. */
export type LiveAlert = {
  id: number;
  email: string;
  lang: Lang;
  frequency: string;
  filters: AlertFilters;
  lastDigestAt: string | null;
  confirmedAt: string;
};

export function liveAlert(row: Selectable<SearchAlertsTable>): LiveAlert | null {
  const filters = parseStoredFilters(row.filters);
  if (!filters || !row.confirmed_at) return null;
  return {
    id: row.id,
    email: row.email,
    lang: isLang(row.language) ? row.language : DEFAULT_LANGUAGE,
    frequency: row.frequency,
    filters,
    lastDigestAt: row.last_digest_at,
    confirmedAt: row.confirmed_at,
  };
}

/** The alerts that mail: confirmed (double opt-in) and not ended. */
export function confirmedAlerts(db: Kysely<Database> | Transaction<Database>) {
  return db.selectFrom('search_alerts').selectAll().where('confirmed_at', 'is not', null).where('ended_at', 'is', null);
}

export async function loadLiveAlerts(db: Kysely<Database>): Promise<LiveAlert[]> {
  const rows = await confirmedAlerts(db).execute();
  return rows.map(liveAlert).filter((alert): alert is LiveAlert => alert !== null);
}
