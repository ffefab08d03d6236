import { createHmac } from 'node:crypto';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';

/**
 * A booked visit holds its place for an hour; the link mailed to the visitor confirms it, and an
 * unconfirmed booking gives its place back after that hour. One visitor — one e-mail address, or
 * one client address — has at most OPEN_APPOINTMENTS_PER_VISITOR open bookings, so nobody takes
 * every place of a property.
 */
export const APPOINTMENT_HOLD_MINUTES = 60;
export const OPEN_APPOINTMENTS_PER_VISITOR = 2;
export const HOLD_MS = APPOINTMENT_HOLD_MINUTES * 60_000;

export type Booker = { email: string; client: string };

/** A keyed hash of the client's network address: who booked, without keeping the address. */
export function bookingClient(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`appointment-client:${address}`).digest('hex');
}

/** When a booking made then, still unconfirmed, has given its place back. */
const holdStart = (now: Date) => new Date(now.getTime() - HOLD_MS).toISOString();

/** A booking that still counts: not released, its visit to come, and confirmed or within its hour. */
function isOpen(now: Date) {
  return (eb: ExpressionBuilder<Database, 'appointments' | 'appointment_slots'>) =>
    eb.and([
      eb('appointments.released_at', 'is', null),
      eb('appointment_slots.starts_at', '>', now.toISOString()),
      eb.or([eb('appointments.confirmed_at', 'is not', null), eb('appointments.created_at', '>', holdStart(now))]),
    ]);
}

/**
 * Whether the booker may book one more visit. Counted and booked by one transaction at a time per
 * e-mail and per client address (locked always in that order, so two bookings never wait for each
 * other), so parallel bookings on any number of instances cannot pass the cap.
 */
export async function mayBookAnother(trx: Transaction<Database>, booker: Booker, now: Date): Promise<boolean> {
  await lockForTransaction(trx, `appointments-of:${booker.email}`);
  await lockForTransaction(trx, `appointments-from:${booker.client}`);
  for (const [column, value] of [
    ['appointments.email', booker.email],
    ['appointments.client', booker.client],
  ] as const) {
    const { open } = await trx
      .selectFrom('appointments')
      .innerJoin('appointment_slots', 'appointment_slots.id', 'appointments.slot_id')
      .select((eb) => eb.fn.countAll<number>().as('open'))
      .where(column, '=', value)
      .where(isOpen(now))
      .executeTakeFirstOrThrow();
    if (Number(open) >= OPEN_APPOINTMENTS_PER_VISITOR) return false;
  }
  return true;
}

/**
 * Gives back the places of bookings left unconfirmed for their hour, of one slot or of a property's
 * slots: run before places are counted (the slot list) or taken (a booking). One conditional update
 * marks each booking released, so two releases at once (on any instance) give a place back once.
 */
export async function releaseExpiredHolds(
  trx: Transaction<Database>,
  now: Date,
  scope: { slotId: number } | { propertyId: number },
): Promise<void> {
  const released = await trx
    .updateTable('appointments')
    .set({ released_at: now.toISOString() })
    .where('confirmed_at', 'is', null)
    .where('released_at', 'is', null)
    .where('created_at', '<=', holdStart(now))
    .where(
      'slot_id',
      'in',
      'slotId' in scope
        ? [scope.slotId]
        : trx.selectFrom('appointment_slots').select('id').where('property_id', '=', scope.propertyId),
    )
    .returning('slot_id')
    .execute();
  const perSlot = new Map<number, number>();
  for (const { slot_id } of released) perSlot.set(slot_id, (perSlot.get(slot_id) ?? 0) + 1);
  for (const [slotId, places] of [...perSlot].sort(([a], [b]) => a - b)) {
    await trx
      .updateTable('appointment_slots')
      .set((eb) => ({ booked: eb('booked', '-', places) }))
      .where('id', '=', slotId)
      .execute();
  }
}
