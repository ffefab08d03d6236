import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { withOwnerTables } from './owner-tables.js';
import { isoDay } from './statistics.js';

/** What tells one visitor from another, as a request shows it: no cookie, nothing stored in clear. */
export type Visitor = { address: string; userAgent: string };

/** What a view came to: counted, seen from this visitor today already, or of no property of the catalogue. */
export type PageViewOutcome = 'counted' | 'alreadyCounted' | 'notListed';

/**
 * The owners' page-visit figures: one view per visitor, property and day, however often a page (or
 * a script) sends it. A visitor is an HMAC of day, property, address and user agent under a server
 * key, so the table cannot be read back into addresses without the key, nor linked from one day or
 * property to another. Nothing is kept on the visitor's device, so it needs no cookie consent. A
 * day's hashes are deleted once it has passed.
 */
export class PageViews {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date,
    private readonly key: string,
    /** Whether the catalogue has the property: a view of anything else is refused. */
    private readonly isListed: (propertyId: number) => boolean,
  ) {}

  /** Counts the view of a listed property unless this visitor's view of it was counted today. */
  async count(propertyId: number, visitor: Visitor): Promise<PageViewOutcome> {
    if (!this.isListed(propertyId)) return 'notListed';
    const day = isoDay(this.now());
    const hash = createHmac('sha256', this.key)
      .update([day, propertyId, visitor.address, visitor.userAgent].join('\n'))
      .digest('hex');
    return this.db.transaction().execute(async (trx) => {
      // The primary key decides: of parallel requests (on any instance) one inserts, the others find it.
      const first = await withOwnerTables(trx)
        .insertInto('page_view_visitors')
        .values({ day, visitor: hash })
        .onConflict((conflict) => conflict.columns(['day', 'visitor']).doNothing())
        .executeTakeFirst();
      if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return 'alreadyCounted';
      await trx
        .insertInto('page_views')
        .values({ property_id: propertyId, day, count: 1 })
        .onConflict((conflict) =>
          conflict.columns(['property_id', 'day']).doUpdateSet((eb) => ({ count: eb('page_views.count', '+', 1) })),
        )
        .execute();
      return 'counted';
    });
  }

  /** The hashes of days before today, for the scheduled purge: no view of theirs can come again. */
  async purge(): Promise<number> {
    const result = await withOwnerTables(this.db)
      .deleteFrom('page_view_visitors')
      .where('day', '<', isoDay(this.now()))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
