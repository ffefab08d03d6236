import type { CatalogueProperty } from '@immo/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueMails } from '../mail/outbox.js';
import type { AlertMailContext } from './alert-mail-context.js';
import type { MatchReason } from './match-alerts.js';
import { alertNewsMail, PROPERTIES_PER_MAIL, type News, type NewsAlert } from './news-mail.js';

/** Properties already read (an import's changes), by id: not read and parsed again for every alert. */
export type KnownRecords = ReadonlyMap<number, CatalogueProperty>;

/** The records of the properties a mail shows, from those known or else the database. */
async function recordsOf(trx: Transaction<Database>, ids: number[], known: KnownRecords) {
  const missing = ids.filter((id) => !known.has(id));
  const read = missing.length
    ? await trx.selectFrom('properties').select(['id', 'record']).where('id', 'in', missing).execute()
    : [];
  const records = new Map(read.map((row) => [row.id, JSON.parse(row.record) as CatalogueProperty]));
  return ids.map((id) => known.get(id) ?? records.get(id)!);
}

/**
 * Queues one alert's news, in the caller's transaction: its matches not yet mailed are claimed by
 * one conditional update (`mailed_at`), so whichever instance or job gets there first mails them
 * and no other does; a property withdrawn meanwhile is left out. The newest come first, and only
 * those the mail shows are read. False when there was no news.
 */
export async function queueAlertNews(
  trx: Transaction<Database>,
  context: AlertMailContext,
  alert: NewsAlert,
  now: Date,
  known: KnownRecords = new Map(),
): Promise<boolean> {
  const claimed = await trx
    .updateTable('alert_matches')
    .set({ mailed_at: now.toISOString() })
    .where('alert_id', '=', alert.id)
    .where('mailed_at', 'is', null)
    // An alert ended since its news was found (its unsubscribe link, on any instance) mails nothing more.
    .where((eb) =>
      eb.exists(eb.selectFrom('search_alerts').select('id').where('id', '=', alert.id).where('ended_at', 'is', null)),
    )
    .returning(['property_id', 'reason'])
    .execute();
  if (claimed.length === 0) return false;
  const reasons = new Map(claimed.map((match) => [match.property_id, match.reason as MatchReason]));
  const live = await trx
    .selectFrom('properties')
    .select('id')
    .where('id', 'in', [...reasons.keys()])
    .where('withdrawn_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (live.length === 0) return false;
  const shown = await recordsOf(
    trx,
    live.slice(0, PROPERTIES_PER_MAIL).map((row) => row.id),
    known,
  );
  const news: News[] = shown.map((property) => ({ property, reason: reasons.get(property.ID) ?? 'new' }));
  await queueMails(trx, [alertNewsMail(context, alert, news, live.length)], now);
  return true;
}
