import { withOwnerTables } from '../src/owners/owner-tables.js';
import { PageViews } from '../src/owners/page-views.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(() => test.close());

const DAY_MS = 24 * 60 * 60_000;
const PHONE = { address: '203.0.113.5', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' };
const LAPTOP = { address: '198.51.100.23', userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' };

/** Two properties the demo owners have, so their counts are what an owner sees. */
async function ownedProperties(): Promise<[number, number]> {
  const rows = await test.db.selectFrom('owner_properties').select('property_id').orderBy('property_id').execute();
  return [rows[0]!.property_id, rows[1]!.property_id];
}

function view(propertyId: number, visitor: { address: string; userAgent: string }) {
  return test.app.inject({
    method: 'POST',
    url: '/api/page-views',
    payload: { propertyId },
    remoteAddress: visitor.address,
    headers: { 'user-agent': visitor.userAgent },
  });
}

/** The property's count for the test clock's day, as the owner's statistics read it. */
async function countToday(propertyId: number): Promise<number> {
  const row = await test.db
    .selectFrom('page_views')
    .select('count')
    .where('property_id', '=', propertyId)
    .where('day', '=', test.clock.now().toISOString().slice(0, 10))
    .executeTakeFirst();
  return row?.count ?? 0;
}

const visitorRows = () => withOwnerTables(test.db).selectFrom('page_view_visitors').selectAll().execute();

describe('page views count one visitor once per property and day', () => {
  it('counts 25 views of one visitor as one, and answers each alike', async () => {
    const [propertyId] = await ownedProperties();
    const before = await countToday(propertyId);
    const statuses = [];
    for (let sent = 0; sent < 25; sent += 1) statuses.push((await view(propertyId, PHONE)).statusCode);
    expect(statuses).toEqual(Array(25).fill(204));
    expect(await countToday(propertyId)).toBe(before + 1);
  });

  it('counts parallel views of one visitor once', async () => {
    const [propertyId] = await ownedProperties();
    const before = await countToday(propertyId);
    const answers = await Promise.all(Array.from({ length: 10 }, () => view(propertyId, PHONE)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(204));
    expect(await countToday(propertyId)).toBe(before + 1);
  });

  it('counts another address, another browser, another property and another day', async () => {
    const [first, second] = await ownedProperties();
    const [firstBefore, secondBefore] = [await countToday(first), await countToday(second)];
    await view(first, PHONE);
    await view(first, LAPTOP);
    await view(first, { ...PHONE, userAgent: LAPTOP.userAgent });
    await view(second, PHONE);
    expect([await countToday(first), await countToday(second)]).toEqual([firstBefore + 3, secondBefore + 1]);

    test.clock.advance(DAY_MS);
    const nextDay = await countToday(first);
    await view(first, PHONE);
    await view(first, PHONE);
    expect(await countToday(first)).toBe(nextDay + 1);
  });

  it('keeps neither address nor user agent in clear, and forgets a day once it has passed', async () => {
    const [propertyId] = await ownedProperties();
    await view(propertyId, PHONE);
    const stored = await visitorRows();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|iPhone/);

    const pageViews = new PageViews(test.db, test.clock.now, 'the purge needs no key', () => true);
    expect(await pageViews.purge()).toBe(0);
    test.clock.advance(DAY_MS);
    await view(propertyId, PHONE);
    expect(await pageViews.purge()).toBe(1);
    expect((await visitorRows()).map((row) => row.day)).toEqual([test.clock.now().toISOString().slice(0, 10)]);
  });
});
