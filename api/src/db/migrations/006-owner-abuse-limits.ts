import type { Kysely } from 'kysely';
import { serialId } from './serial-id.js';

/**
 * Two counts that anyone could inflate, now kept per account and per visitor in the database, so
 * they hold on every instance:
 * - `reset_link_issues`: when each reset link of an owner was made. A new link ends the live one,
 *   so an owner gets only a few an hour (owners/reset-link-quota.ts), and whoever knows the address
 *   cannot keep voiding the owner's link.
 * - `page_view_visitors`: one keyed hash per visitor, property and day (owners/page-views.ts), so a
 *   visitor counts once a day however often they send the view; the primary key makes parallel
 *   requests count once. Deleted once their day has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reset_link_issues')
    .$call(serialId(db))
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('reset_link_issues_owner')
    .on('reset_link_issues')
    .columns(['owner_id', 'issued_at'])
    .execute();
  await db.schema
    .createTable('page_view_visitors')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('visitor', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_view_visitors_pk', ['day', 'visitor'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view_visitors').execute();
  await db.schema.dropTable('reset_link_issues').execute();
}
