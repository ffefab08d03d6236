import { sql, type Kysely } from 'kysely';

/**
 * A slot counts its own bookings, so booking is one conditional update (`booked < capacity`) that
 * holds however many instances book at once: PostgreSQL re-checks the condition on the row another
 * booking just changed, where counting `appointments` first and inserting after lets two bookings
 * both see the last place free.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('appointment_slots')
    .addColumn('booked', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`update appointment_slots
            set booked = (select count(*) from appointments where appointments.slot_id = appointment_slots.id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointment_slots').dropColumn('booked').execute();
}
