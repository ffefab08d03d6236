import { OWNER_STATISTICS_DAYS, type DayStatistics, type OwnerStatistic, type PropertyStatistics } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The UTC day of a moment, `YYYY-MM-DD`: the day page views and statistics are counted by. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function daysBack(now: Date, days: number): string[] {
  return Array.from({ length: days }, (_, index) => isoDay(new Date(now.getTime() - (days - 1 - index) * 86_400_000)));
}

/** SPEC §6: the owner's view of a property over the last `days` days, per day for charts. */
export async function propertyStatistics(
  db: Kysely<Database>,
  propertyId: number,
  now: Date,
  days = OWNER_STATISTICS_DAYS,
): Promise<PropertyStatistics> {
  const calendar = daysBack(now, days);
  const from = calendar[0]!;
  const [events, views, allViews] = await Promise.all([
    db
      .selectFrom('owner_statistics')
      .selectAll()
      .where('property_id', '=', propertyId)
      .where('date', '>=', from)
      .orderBy('date', 'desc')
      .execute(),
    db.selectFrom('page_views').selectAll().where('property_id', '=', propertyId).where('day', '>=', from).execute(),
    db
      .selectFrom('page_views')
      .select((eb) => eb.fn.sum<number>('count').as('total'))
      .where('property_id', '=', propertyId)
      .executeTakeFirst(),
  ]);
  const perDay = new Map<string, DayStatistics>(
    calendar.map((date) => [date, { date, visits: 0, communications: 0, onlineMedia: 0, pageViews: 0 }]),
  );
  for (const event of events) {
    const day = perDay.get(event.date.slice(0, 10));
    if (!day) continue;
    if (event.type === 'visit') day.visits += 1;
    else if (event.type === 'communication') day.communications += 1;
    else day.onlineMedia += 1;
  }
  for (const view of views) {
    const day = perDay.get(view.day);
    if (day) day.pageViews += view.count;
  }
  const series = [...perDay.values()];
  const sumSince = (first: string) =>
    series.filter((day) => day.date >= first).reduce((sum, day) => sum + day.pageViews, 0);
  const today = isoDay(now);
  return {
    days,
    from,
    to: today,
    totals: {
      visits: series.reduce((sum, day) => sum + day.visits, 0),
      communications: series.reduce((sum, day) => sum + day.communications, 0),
      onlineMedia: series.reduce((sum, day) => sum + day.onlineMedia, 0),
    },
    pageVisits: {
      today: sumSince(today),
      week: sumSince(calendar[Math.max(0, calendar.length - 7)]!),
      month: sumSince(from),
      total: Number(allViews?.total ?? 0),
    },
    perDay: series,
    // The column holds the three kinds of SPEC §3 only (seed-owners.ts); the answer's schema checks it.
    events: events.map(({ id: _id, property_id: _property, type, ...event }) => ({
      ...event,
      type: type as OwnerStatistic['type'],
    })),
  };
}
