import type { AppointmentSlot } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { releaseExpiredHolds } from './appointment-holds.js';

/**
 * A property's slots to come, the soonest first, with the places left. Places held by bookings
 * left unconfirmed for their hour are given back first (appointment-holds.ts).
 */
export async function appointmentSlots(
  db: Kysely<Database>,
  propertyId: number,
  now: Date,
): Promise<AppointmentSlot[]> {
  await db.transaction().execute((trx) => releaseExpiredHolds(trx, now, { propertyId }));
  const slots = await db
    .selectFrom('appointment_slots')
    .select(['id', 'starts_at', 'capacity', 'booked'])
    .where('property_id', '=', propertyId)
    .where('starts_at', '>', now.toISOString())
    .orderBy('starts_at')
    .execute();
  return slots.map((slot) => ({
    id: slot.id,
    startsAt: slot.starts_at,
    available: Math.max(0, slot.capacity - slot.booked),
  }));
}
