import type { Generated } from 'kysely';

/** The database as kysely sees it. JSON columns hold text; timestamps are ISO strings (UTC). */
export type Database = {
  properties: PropertiesTable;
  property_types: JsonRecordTable;
  cities: CitiesTable;
  projects: JsonRecordTable;
  site_settings: { key: string; value: string };
  leads: LeadsTable;
  outbox: OutboxTable;
  document_requests: { email: string; property_id: number; lead_id: number; created_at: string };
  appointment_slots: AppointmentSlotsTable;
  appointments: AppointmentsTable;
  newsletter_subscribers: NewsletterTable;
  captchas: { token: string; answer: string; expires_at: string; used: number };
  owners: OwnersTable;
  owner_properties: OwnerPropertiesTable;
  sessions: SessionsTable;
  password_resets: { token_hash: string; owner_id: number; expires_at: string; used_at: string | null };
  owner_statistics: OwnerStatisticsTable;
  page_views: { property_id: number; day: string; count: number };
  documents: { id: Generated<number>; property_id: number; name: string; url: string; size: number };
  confirmations: ConfirmationsTable;
  import_runs: ImportRunsTable;
  import_pictures: ImportPicturesTable;
  picture_blobs: { media_path: string; content_type: string; data: Buffer };
  import_events: ImportEventsTable;
  /** Pushes taken lately (import/push/signature.ts `deliveryKey`): one sent again is not queued twice. */
  import_deliveries: { key: string; received_at: string };
  search_alerts: SearchAlertsTable;
  alert_matches: AlertMatchesTable;
};

export type PropertiesTable = {
  id: number;
  goal: number;
  city: string;
  zip: string;
  country_id: number;
  web_id: number;
  web_ids: string;
  marquee: number;
  price: number | null;
  project_id: number | null;
  created_at: string;
  /** The whole CatalogueProperty as JSON. */
  record: string;
  /** The feed it came from and its id there: the key of every import (null: seeded before imports). */
  source: string | null;
  external_id: string | null;
  /** A hash of the record as last imported: an unchanged record is skipped. */
  content_hash: string | null;
  /** When a full import no longer named it: off the site, kept with its leads and statistics. */
  withdrawn_at: string | null;
  updated_at: string | null;
  /** The catalogue version an import wrote it at: instances reload only rows past the version they have. */
  catalogue_version: number | null;
};

/** One import (import/…): its report as JSON once it ends. */
export type ImportRunsTable = {
  id: Generated<number>;
  source: string;
  format: string;
  mode: string;
  /** What started it: cli, schedule, push or seed. */
  trigger: string;
  started_at: string;
  finished_at: string | null;
  /** running, imported, dry-run, refused or failed. */
  outcome: string;
  report: string | null;
  /** What the run changed (CatalogueChanges as JSON), kept until handed on to the search alerts. */
  changes: string | null;
  /** When its changes were handed on (import/hand-on-changes.ts); null: still to do. */
  handed_on_at: string | null;
};

/** A picture a feed names, by its source URL: stored once under `media_path`, fetched again only when changed. */
export type ImportPicturesTable = {
  source_url: string;
  media_path: string | null;
  content_hash: string | null;
  /** The feed's `version` of the picture when it was downloaded: another one means new bytes. */
  source_version: string | null;
  width: number | null;
  height: number | null;
  fetched_at: string | null;
  failed_at: string | null;
  attempts: Generated<number>;
  last_error: string | null;
};

/** What a CRM pushed (POST /api/import/events), processed from this queue. */
export type ImportEventsTable = {
  id: Generated<number>;
  source: string;
  /** updated or withdrawn. */
  event: string;
  external_id: string;
  /** The record itself when the CRM sent it; null: fetch it from the source. */
  payload: string | null;
  received_at: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_until: string | null;
  processed_at: string | null;
  last_error: string | null;
};

/** "E-mail me new properties like these" (alerts/…). */
export type SearchAlertsTable = {
  id: Generated<number>;
  email: string;
  language: string;
  /** instant or daily. */
  frequency: string;
  /** The list's filters: a PropertyListQuery as JSON. */
  filters: string;
  /** The version of the consent text the visitor agreed to (the proof, with created_at and the confirmation). */
  consent_text: string;
  created_at: string;
  confirmed_at: string | null;
  ended_at: string | null;
  last_digest_at: string | null;
};

/** A property an alert matched: mailed once, again only when its price drops below the one mailed. */
export type AlertMatchesTable = {
  alert_id: number;
  property_id: number;
  /** new or price. */
  reason: string;
  price: number | null;
  matched_at: string;
  mailed_at: string | null;
};

export type JsonRecordTable = { id: number; record: string };

export type CitiesTable = { name: string; zip: string; country_id: number; country_name: string };

export type LeadsTable = {
  id: Generated<number>;
  form: string;
  language: string;
  email: string | null;
  property_id: number | null;
  payload: string;
  created_at: string;
};

export type OutboxTable = {
  id: Generated<number>;
  lead_id: number | null;
  kind: string;
  to_address: string;
  /** The mailbox a visitor mail counts against (mail/recipient-cap.ts); null for a mail not capped. */
  recipient_key: string | null;
  subject: string;
  text_body: string;
  /** The HTML part (mail/render-mail.ts); null for a mail of plain text only. */
  html_body: string | null;
  /** Whom "reply" answers, JSON `{ name, address }` (the visitor of a lead); null: the sender. */
  reply_to: string | null;
  /** An iCalendar event sent with the mail (a booked visit: leads/visit-calendar.ts); null without. */
  calendar: string | null;
  /** The one-click unsubscribe URL (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058); null without. */
  list_unsubscribe: string | null;
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** When the outbox gave up after its last attempt (a dead letter); null while it still tries. */
  dead_at: string | null;
  /** The instance sending it now (mail/outbox-claims.ts), until `claimed_until`; null when unclaimed. */
  claimed_by: string | null;
  claimed_until: string | null;
};

export type AppointmentSlotsTable = {
  id: Generated<number>;
  property_id: number;
  starts_at: string;
  capacity: number;
  /**
   * Places taken, held or confirmed; never more than `capacity` (one conditional update books a place,
   * releasing an unconfirmed one gives it back: leads/appointment-holds.ts).
   */
  booked: Generated<number>;
};

export type AppointmentsTable = {
  id: Generated<number>;
  slot_id: number;
  lead_id: number;
  created_at: string;
  /** The visitor's address as typed, lower case (null before confirmations existed). */
  email: string | null;
  /** A keyed hash of the client's network address, never the address (null before confirmations existed). */
  client: string | null;
  /** When the visitor followed the mailed link; a booking older than its hold without it is released. */
  confirmed_at: string | null;
  /** When the booking gave its place back: left unconfirmed for its hour, or cancelled. */
  released_at: string | null;
  /** When the visitor cancelled it by the link in their mail. */
  cancelled_at: string | null;
};

/** A link mailed to confirm something (confirmations/confirmation-links.ts); the token's SHA-256 only. */
export type ConfirmationsTable = {
  token_hash: string;
  /** What it confirms: a ConfirmationKind and the id of that thing. */
  kind: string;
  subject_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

export type NewsletterTable = {
  email: string;
  language: string;
  first_name: string;
  last_name: string;
  subscribed_at: string;
  unsubscribed_at: string | null;
};

export type OwnersTable = {
  id: Generated<number>;
  email: string;
  name: string;
  language: string;
  password_hash: string;
  failed_attempts: number;
  locked_until: string | null;
  created_at: string;
};

export type OwnerPropertiesTable = {
  owner_id: number;
  property_id: number;
  manager_name: string;
  manager_email: string;
  manager_phone: string;
};

export type SessionsTable = {
  id_hash: string;
  owner_id: number;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
};

export type OwnerStatisticsTable = {
  id: Generated<number>;
  property_id: number;
  date: string;
  type: string;
  contact: string;
  subject: string;
  comment: string;
  status: string;
  source: string;
};
