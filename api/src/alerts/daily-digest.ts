import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AlertMailerContext } from './alert-mailer.js';
import { confirmedAlerts, liveAlert, type LiveAlert } from './live-alerts.js';
import { queueAlertNews } from './queue-news.js';

const A_DAY_MS = 24 * 60 * 60 * 1000;
/** How often an instance looks for digests due: a digest goes at most this long after its day is up. */
export const DIGEST_CHECK_MS = 15 * 60 * 1000;

/**
 * Takes an alert's digest for this transaction: one conditional update of `last_digest_at` from the
 * value that was read, so of several instances (or overlapping runs) exactly one mails it.
 */
async function claimDigest(trx: Transaction<Database>, alert: LiveAlert, now: Date): Promise<boolean> {
  const claimed = await trx
    .updateTable('search_alerts')
    .set({ last_digest_at: now.toISOString() })
    .where('id', '=', alert.id)
    .where('ended_at', 'is', null)
    .where('last_digest_at', alert.lastDigestAt === null ? 'is' : '=', alert.lastDigestAt)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** Whether an alert's day is up: a day since its last digest, or since it was confirmed. */
function isDue(alert: LiveAlert, now: Date): boolean {
  return (alert.lastDigestAt ?? alert.confirmedAt) <= new Date(now.getTime() - A_DAY_MS).toISOString();
}

/**
 * The `daily` alerts' digests: an alert whose day is up gets one mail with what matched since its
 * last digest, and its day starts again, news or not; and instant news left unmailed. Returns the
 * mails queued.
 */
export async function sendDigests(db: Kysely<Database>, context: AlertMailerContext): Promise<number> {
  const now = context.now();
  const rows = await confirmedAlerts(db).where('frequency', '=', 'daily').execute();
  const due = rows.map(liveAlert).filter((alert): alert is LiveAlert => alert !== null && isDue(alert, now));
  let mailed = 0;
  for (const alert of due) {
    const sent = await db
      .transaction()
      .execute(async (trx) => (await claimDigest(trx, alert, now)) && queueAlertNews(trx, context, alert, now));
    if (sent) mailed += 1;
  }
  mailed += await sendLeftInstantNews(db, context, now);
  if (mailed > 0) context.afterQueued?.();
  return mailed;
}

/**
 * An `instant` alert's news is queued right after its import; news left unmailed (that instance
 * stopped or failed between recording the matches and queueing the mail) goes at the next check.
 * The mails' claim (queue-news.ts) keeps an import's own queueing and this from both sending it.
 */
async function sendLeftInstantNews(db: Kysely<Database>, context: AlertMailerContext, now: Date): Promise<number> {
  const rows = await confirmedAlerts(db)
    .where('frequency', '=', 'instant')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('alert_matches')
          .select('alert_id')
          .whereRef('alert_matches.alert_id', '=', 'search_alerts.id')
          .where('mailed_at', 'is', null),
      ),
    )
    .execute();
  let mailed = 0;
  for (const alert of rows.map(liveAlert)) {
    if (alert && (await db.transaction().execute((trx) => queueAlertNews(trx, context, alert, now)))) mailed += 1;
  }
  return mailed;
}
