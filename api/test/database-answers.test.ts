import { properties } from '@immo/shared/data';
import { propertyRow } from '../src/db/seed-catalogue.js';
import { outboxHealth } from '../src/mail/dead-letters.js';
import { openTempDatabase, queueTestMails } from './outbox-fixtures.js';
import { testClock } from './test-app.js';

// Run in both jest projects: what SQLite answers here, PostgreSQL must answer alike.
describe('both databases answer alike', () => {
  it('gives counts and sums as numbers, timestamps as the ISO text stored, prices as stored', async () => {
    const { db, close } = await openTempDatabase();
    try {
      const now = testClock().now();
      await queueTestMails(db, 3, now);
      const { n } = await db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(n).toBe(3);
      expect(await outboxHealth(db)).toEqual({ pending: 3, deadLetters: 0 });

      await db
        .insertInto('page_views')
        .values([1, 2].map((day) => ({ property_id: 7, day: `2026-11-0${day}`, count: 20 })))
        .execute();
      const { total } = await db
        .selectFrom('page_views')
        .select((eb) => eb.fn.sum('count').as('total'))
        .executeTakeFirstOrThrow();
      expect(total).toBe(40);

      const mail = await db.selectFrom('outbox').select(['id', 'created_at']).orderBy('id').executeTakeFirstOrThrow();
      expect(mail).toEqual({ id: 1, created_at: now.toISOString() });

      const property = { ...properties[0]!, ID: 999_001, Price: 1_234_567.89 };
      await db.insertInto('properties').values(propertyRow(property)).execute();
      const stored = await db
        .selectFrom('properties')
        .select(['price', 'created_at'])
        .where('id', '=', 999_001)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ price: 1_234_567.89, created_at: property.CreatedAt });
    } finally {
      await close();
    }
  });
});
