import type { Kysely } from 'kysely';

/**
 * Mails grow the parts a reader needs (issue 28):
 * - `outbox.html_body`: the HTML part beside the plain text; null for a mail of text only.
 * - `outbox.reply_to`: whom "reply" answers, as JSON `{ name, address }` (a lead's visitor for the
 *   agency's mail); null to answer the sender.
 * - `outbox.calendar`: an iCalendar event sent with the mail (a booked visit); null without one.
 * - `appointments.cancelled_at`: when the visitor cancelled by the link in their mail (the place is
 *   given back then too, `released_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').addColumn('html_body', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('reply_to', 'text').execute();
  await db.schema.alterTable('outbox').addColumn('calendar', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('cancelled_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('outbox').dropColumn('calendar').execute();
  await db.schema.alterTable('outbox').dropColumn('reply_to').execute();
  await db.schema.alterTable('outbox').dropColumn('html_body').execute();
}
