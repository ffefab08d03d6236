import type { CatalogueProperty } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { sheetPath } from './sheet.js';

const SLOT_DAYS = 14;
const SLOT_CAPACITY = 3;

/** Documents (each property's information sheet) and visit slots for the coming two weeks. */
export async function seedExtras(
  db: Kysely<Database>,
  properties: readonly CatalogueProperty[],
  now: Date,
): Promise<void> {
  const hasDocuments = await db.selectFrom('documents').select('id').limit(1).execute();
  if (hasDocuments.length === 0 && properties.length > 0) {
    await db
      .insertInto('documents')
      .values(
        properties.map((property) => ({
          property_id: property.ID,
          // A file name: the owner portal names the sheet in the owner's language (owner-documents.ts).
          name: 'sheet',
          url: sheetPath(property.ID),
          size: 0,
        })),
      )
      .execute();
  }
  const hasSlots = await db
    .selectFrom('appointment_slots')
    .select('id')
    .where('starts_at', '>', now.toISOString())
    .limit(1)
    .execute();
  if (hasSlots.length > 0) return;
  const slots = properties
    .filter((property) => property.Marquee === 0)
    .slice(0, 12)
    .flatMap((property) =>
      Array.from({ length: SLOT_DAYS }, (_, day) => {
        const start = new Date(now.getTime() + (day + 1) * 86_400_000);
        start.setUTCHours(16, 0, 0, 0);
        return { property_id: property.ID, starts_at: start.toISOString(), capacity: SLOT_CAPACITY };
      }),
    );
  if (slots.length > 0) await db.insertInto('appointment_slots').values(slots).execute();
}
