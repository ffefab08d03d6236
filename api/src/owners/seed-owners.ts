import { OWNER_EVENT_STATUSES, type CatalogueProperty, type Lang } from '@immo/shared';
import type { Insertable, Kysely } from 'kysely';
import type { Database, OwnerStatisticsTable } from '../db/schema.js';
import { DEMO_ACTIVITY_TEXTS } from './demo-activity-texts.js';
import { hashPassword } from './passwords.js';

/** The two demo owners, their passwords published in api/README.md: seeded in demo mode only (demo-owners.ts). */
export const DEMO_OWNERS = [
  { email: 'an.peeters@example.be', password: 'Zonnebloem-2026', name: 'An Peeters', language: 'nl', properties: 2 },
  { email: 'luc.dubois@example.be', password: 'Tournesol-2026', name: 'Luc Dubois', language: 'fr', properties: 1 },
] as const;

const MANAGERS = [
  { name: 'Sofie Claes', email: 'sofie.claes@immolys.be', phone: '0475 21 43 65' },
  { name: 'Thomas Maes', email: 'thomas.maes@immolys.be', phone: '0486 12 98 76' },
];

/** Where a visit or a call came from: the agency's own channels as words of the data, the portals by name. */
const SOURCES = ['website', 'Immoweb', 'Zimmo', 'Facebook', 'walk-in', 'phone'];
/** The online media an advert runs on: the portals by name, and the agency's own website. */
const MEDIA = ['Immoweb', 'Zimmo', 'Facebook', 'website'];
const CONTACTS = ['E. Janssens', 'M. Dupont', 'K. Wouters', 'S. Lambert', 'J. Mertens', 'A. Leroy', 'P. Willems'];

/** A small deterministic generator: the demo looks the same on every fresh database. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Seeds the demo owners with 30 days of activity before `now`, once (an existing owner table is left alone). */
export async function seedOwners(
  db: Kysely<Database>,
  properties: readonly CatalogueProperty[],
  now: Date,
): Promise<boolean> {
  const existing = await db.selectFrom('owners').select('id').limit(1).execute();
  if (existing.length > 0) return false;
  const available = properties.filter((property) => property.Marquee === 0 && property.CountryID === 10);
  let next = 0;
  for (const [ownerIndex, demo] of DEMO_OWNERS.entries()) {
    const owner = await db
      .insertInto('owners')
      .values({
        email: demo.email,
        name: demo.name,
        language: demo.language,
        password_hash: await hashPassword(demo.password),
        // Columns of the former account lock, no longer read (migration 002-owner-security).
        failed_attempts: 0,
        locked_until: null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (let count = 0; count < demo.properties; count += 1) {
      const property = available[next++];
      if (!property) break;
      const manager = MANAGERS[(ownerIndex + count) % MANAGERS.length]!;
      await db
        .insertInto('owner_properties')
        .values({
          owner_id: owner.id,
          property_id: property.ID,
          manager_name: manager.name,
          manager_email: manager.email,
          manager_phone: manager.phone,
        })
        .execute();
      await seedActivity(db, property.ID, now, demo.language);
    }
  }
  return true;
}

/** 60 days of page views and 30 of events, the agency's words in the owner's language. */
async function seedActivity(db: Kysely<Database>, propertyId: number, now: Date, lang: Lang): Promise<void> {
  const texts = DEMO_ACTIVITY_TEXTS[lang];
  const random = sequence(propertyId);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const events: Array<Insertable<OwnerStatisticsTable>> = [];
  const views: Array<Database['page_views']> = [];
  for (let daysAgo = 0; daysAgo < 60; daysAgo += 1) {
    const day = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    views.push({ property_id: propertyId, day, count: 5 + Math.floor(random() * 40) });
    if (daysAgo >= 30) continue;
    if (random() < 0.25)
      events.push({
        property_id: propertyId,
        date: `${day}T${10 + Math.floor(random() * 8)}:00:00Z`,
        type: 'visit',
        contact: pick(CONTACTS),
        subject: texts.visitSubject,
        comment: pick(texts.visitComments),
        status: pick(OWNER_EVENT_STATUSES),
        source: pick(SOURCES),
      });
    if (random() < 0.4)
      events.push({
        property_id: propertyId,
        date: `${day}T${9 + Math.floor(random() * 9)}:30:00Z`,
        type: 'communication',
        contact: pick(CONTACTS),
        subject: pick(texts.communicationSubjects),
        comment: '',
        status: pick(OWNER_EVENT_STATUSES),
        source: pick(SOURCES),
      });
    if (random() < 0.3) {
      const medium = pick(MEDIA);
      events.push({
        property_id: propertyId,
        date: `${day}T08:00:00Z`,
        type: 'online-media',
        contact: '',
        subject: medium === 'website' ? texts.ownWebsite : medium,
        comment: texts.views(20 + Math.floor(random() * 200)),
        status: 'done',
        source: medium,
      });
    }
  }
  if (events.length > 0) await db.insertInto('owner_statistics').values(events).execute();
  await db.insertInto('page_views').values(views).execute();
}
