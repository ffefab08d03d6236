import {
  ALERT_FREQUENCIES,
  DEFAULT_LANGUAGE,
  isLang,
  pagePath,
  type Lang,
  type SearchAlertSummary,
} from '@immo/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SearchAlertsTable } from '../db/schema.js';
import { alertAddress, alertsPageLink } from './alert-links.js';
import { filterParams, parseStoredFilters } from './alert-filters.js';

/** One alert as the alerts page shows it: its filters as the list's URL parameters. */
function summary(row: Selectable<SearchAlertsTable>): SearchAlertSummary | null {
  const frequency = ALERT_FREQUENCIES.find((known) => known === row.frequency);
  // A row of another frequency (written by hand) is mailed by nothing: not an alert to show.
  if (!frequency) return null;
  const filters = parseStoredFilters(row.filters);
  return {
    id: row.id,
    frequency,
    language: isLang(row.language) ? row.language : DEFAULT_LANGUAGE,
    filters: filters ? filterParams(filters) : {},
    confirmed: row.confirmed_at !== null,
    createdAt: row.created_at,
  };
}

/** An address's live alerts (not ended), the newest first, confirmed or still waiting for their link. */
export async function alertsOf(db: Kysely<Database>, email: string): Promise<SearchAlertSummary[]> {
  const rows = await db
    .selectFrom('search_alerts')
    .selectAll()
    .where('email', '=', alertAddress(email))
    .where('ended_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(summary).filter((alert): alert is SearchAlertSummary => alert !== null);
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

/**
 * Where an opened unsubscribe URL leads (opening it ends nothing): the alerts page of the alert's
 * address, signed, in the alert's language; the bare alerts page in `lang` for an alert that is gone.
 * A site path: the page of this site, whatever host the request named.
 */
export async function unsubscribePage(db: Kysely<Database>, linkSecret: string, alertId: number, lang: Lang) {
  const alert = await db
    .selectFrom('search_alerts')
    .select(['email', 'language'])
    .where('id', '=', alertId)
    .executeTakeFirst();
  if (!alert) return pagePath('alerts', lang);
  return alertsPageLink('', linkSecret, alert.email, isLang(alert.language) ? alert.language : lang);
}
