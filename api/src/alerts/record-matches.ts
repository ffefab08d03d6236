import { visiblePrice, type ListableProperty } from '@immo/shared';
import type { Kysely, Transaction } from 'kysely';
import type { AlertMatchesTable, Database } from '../db/schema.js';
import type { AlertMatch } from './match-alerts.js';

/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

type Known = Pick<AlertMatchesTable, 'alert_id' | 'property_id' | 'price' | 'mailed_at'>;

async function knownMatches(trx: Transaction<Database>, propertyIds: number[]): Promise<Map<string, Known>> {
  const known = new Map<string, Known>();
  for (const ids of chunks(propertyIds)) {
    const rows = await trx
      .selectFrom('alert_matches')
      .select(['alert_id', 'property_id', 'price', 'mailed_at'])
      .where('property_id', 'in', ids)
      .execute();
    for (const row of rows) known.set(`${row.alert_id}:${row.property_id}`, row);
  }
  return known;
}

/**
 * A price drop is news again only below the price last mailed: the same property mailed twice at
 * one price, or because it went down then up, would be noise.
 */
function isNewsAgain(known: Known, price: number | null): boolean {
  return known.mailed_at !== null && price !== null && known.price !== null && price < known.price;
}

/**
 * Records what an import's matches add to each alert's news (alert_matches, one row per alert and
 * property): a property an alert never had, or one whose price dropped below the price it was last
 * mailed at. Returns the alerts that got news. One transaction; two matches of one pair cannot both
 * be inserted (the primary key, on conflict nothing).
 */
export async function recordMatches(
  db: Kysely<Database>,
  matches: readonly AlertMatch[],
  now: Date,
): Promise<Set<number>> {
  const at = now.toISOString();
  const withNews = new Set<number>();
  await db.transaction().execute(async (trx) => {
    const known = await knownMatches(trx, [...new Set(matches.map((match) => match.property.ID))]);
    const fresh: AlertMatchesTable[] = [];
    for (const match of matches) {
      const price = visiblePrice(match.property as ListableProperty);
      const before = known.get(`${match.alertId}:${match.property.ID}`);
      if (!before) {
        fresh.push({
          alert_id: match.alertId,
          property_id: match.property.ID,
          reason: match.reason,
          price,
          matched_at: at,
          mailed_at: null,
        });
        withNews.add(match.alertId);
      } else if (match.reason === 'price' && isNewsAgain(before, price)) {
        await trx
          .updateTable('alert_matches')
          .set({ reason: 'price', price, matched_at: at, mailed_at: null })
          .where('alert_id', '=', match.alertId)
          .where('property_id', '=', match.property.ID)
          .execute();
        withNews.add(match.alertId);
      } else if (before.mailed_at === null && price !== null && before.price !== null && price < before.price) {
        // Not mailed yet and cheaper still: the mail will show this price, the baseline of the next drop.
        await trx
          .updateTable('alert_matches')
          .set({ price })
          .where('alert_id', '=', match.alertId)
          .where('property_id', '=', match.property.ID)
          .execute();
      }
    }
    for (const rows of chunks(fresh)) {
      await trx
        .insertInto('alert_matches')
        .values(rows)
        .onConflict((conflict) => conflict.columns(['alert_id', 'property_id']).doNothing())
        .execute();
    }
  });
  return withNews;
}
