import type { Kysely } from 'kysely';
import { doubleType, serialId } from './serial-id.js';

// Migrations take Kysely<unknown>: they must not depend on today's table types.
export async function up(db: Kysely<unknown>): Promise<void> {
  const withId = serialId(db);
  await db.schema
    .createTable('properties')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('goal', 'integer', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('country_id', 'integer', (col) => col.notNull())
    .addColumn('web_id', 'integer', (col) => col.notNull())
    .addColumn('web_ids', 'text', (col) => col.notNull())
    .addColumn('marquee', 'integer', (col) => col.notNull())
    .addColumn('price', doubleType(db))
    .addColumn('project_id', 'integer')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('record', 'text', (col) => col.notNull())
    .execute();
  for (const table of ['property_types', 'projects']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('record', 'text', (col) => col.notNull())
      .execute();
  }
  await db.schema
    .createTable('cities')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('zip', 'text', (col) => col.notNull())
    .addColumn('country_id', 'integer', (col) => col.notNull())
    .addColumn('country_name', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cities_pk', ['name', 'zip'])
    .execute();
  await db.schema
    .createTable('site_settings')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('leads')
    .$call(withId)
    .addColumn('form', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('property_id', 'integer')
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('outbox')
    .$call(withId)
    .addColumn('lead_id', 'integer', (col) => col.references('leads.id'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (col) => col.notNull())
    .addColumn('last_error', 'text')
    .addColumn('sent_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['sent_at', 'next_attempt_at']).execute();
  await db.schema
    .createTable('document_requests')
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('document_requests_pk', ['email', 'property_id'])
    .execute();
  await db.schema
    .createTable('appointment_slots')
    .$call(withId)
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('appointments')
    .$call(withId)
    .addColumn('slot_id', 'integer', (col) => col.notNull().references('appointment_slots.id'))
    .addColumn('lead_id', 'integer', (col) => col.notNull().references('leads.id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'text', (col) => col.primaryKey())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('subscribed_at', 'text', (col) => col.notNull())
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createTable('captchas')
    .addColumn('token', 'text', (col) => col.primaryKey())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('owners')
    .$call(withId)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('locked_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('owner_properties')
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('owners.id'))
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('manager_name', 'text', (col) => col.notNull())
    .addColumn('manager_email', 'text', (col) => col.notNull())
    .addColumn('manager_phone', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('owner_properties_pk', ['owner_id', 'property_id'])
    .execute();
  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('owners.id'))
    .addColumn('csrf_token', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_seen_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('owners.id'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createTable('owner_statistics')
    .$call(withId)
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('source', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('owner_statistics_property_date')
    .on('owner_statistics')
    .columns(['property_id', 'date'])
    .execute();
  await db.schema
    .createTable('page_views')
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_views_pk', ['property_id', 'day'])
    .execute();
  await db.schema
    .createTable('documents')
    .$call(withId)
    .addColumn('property_id', 'integer', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'documents',
    'page_views',
    'owner_statistics',
    'password_resets',
    'sessions',
    'owner_properties',
    'owners',
    'captchas',
    'newsletter_subscribers',
    'appointments',
    'appointment_slots',
    'document_requests',
    'outbox',
    'leads',
    'site_settings',
    'cities',
    'projects',
    'property_types',
    'properties',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
