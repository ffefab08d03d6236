import type { CatalogueProperty } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AfterImport, CatalogueChanges } from '../import/catalogue-changes.js';
import type { AlertMailContext } from './alert-mail-context.js';
import { loadLiveAlerts } from './live-alerts.js';
import { compileAlerts, matchAlerts, type ChangedProperty } from './match-alerts.js';
import { queueAlertNews } from './queue-news.js';
import { recordMatches } from './record-matches.js';

export type AlertMailerContext = AlertMailContext & {
  now: () => Date;
  /** Called once mails are queued, so the outbox sends them without waiting for its timer. */
  afterQueued?: () => void;
};

/** The properties an import added or made cheaper, as they are now on the site (not withdrawn). */
async function changedProperties(
  db: Kysely<Database>,
  changes: CatalogueChanges,
): Promise<ChangedProperty<CatalogueProperty>[]> {
  const added = new Set(changes.added);
  const ids = [...new Set([...changes.added, ...changes.priceDrops.map((drop) => drop.id)])];
  const changed: ChangedProperty<CatalogueProperty>[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    const rows = await db
      .selectFrom('properties')
      .select('record')
      .where('id', 'in', ids.slice(start, start + 500))
      .where('withdrawn_at', 'is', null)
      .execute();
    for (const row of rows) {
      const property = JSON.parse(row.record) as CatalogueProperty;
      changed.push({ property, reason: added.has(property.ID) ? 'new' : 'price' });
    }
  }
  return changed;
}

/**
 * What an import hands the search alerts after its commit: each new or cheaper property is matched
 * against every confirmed alert with the list's own rule, recorded (a property is news to an alert
 * once, again only below the price mailed), and the `instant` alerts' news is queued at once through
 * the outbox, one mail per alert; `daily` alerts wait for their digest (daily-digest.ts).
 */
export function alertMailer(db: Kysely<Database>, context: AlertMailerContext): AfterImport {
  return async (changes) => {
    // No alert, nothing to read: an agency without alerts pays nothing per import.
    const alerts = await loadLiveAlerts(db);
    if (alerts.length === 0) return;
    const changed = await changedProperties(db, changes);
    if (changed.length === 0) return;
    const now = context.now();
    const withNews = await recordMatches(db, matchAlerts(compileAlerts(alerts), changed), now);
    let queued = 0;
    for (const alert of alerts) {
      if (alert.frequency !== 'instant' || !withNews.has(alert.id)) continue;
      if (await db.transaction().execute((trx) => queueAlertNews(trx, context, alert, now))) queued += 1;
    }
    if (queued > 0) context.afterQueued?.();
  };
}
