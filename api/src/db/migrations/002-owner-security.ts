import { sql, type Kysely } from 'kysely';

/**
 * Owner accounts no longer lock (anyone could keep an owner locked out): failed logins are
 * throttled per account and source address instead (owners/login-throttle.ts), one row per pair,
 * keyed by a hash so the table holds no typed e-mail address nor IP address in clear.
 * Locks still running end here; `owners.failed_attempts` and `locked_until` are no longer read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failed_at', 'text', (col) => col.notNull())
    .addColumn('blocked_until', 'text')
    .execute();
  // The scheduled purge deletes by age.
  await db.schema.createIndex('login_failures_last_failed').on('login_failures').column('last_failed_at').execute();
  // Ending every reset link and session of one owner (a new link, a password reset) reads these.
  await db.schema.createIndex('password_resets_owner').on('password_resets').column('owner_id').execute();
  await db.schema.createIndex('sessions_owner').on('sessions').column('owner_id').execute();
  await sql`update owners set failed_attempts = 0, locked_until = null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_owner').execute();
  await db.schema.dropIndex('password_resets_owner').execute();
  await db.schema.dropTable('login_failures').execute();
}
