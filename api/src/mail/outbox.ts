import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { ServiceLog } from '../log/logger.js';
import type { Database } from '../db/schema.js';
import { inParallel } from './in-parallel.js';
import { claimDueMails, releaseClaims, type OutboxRow } from './outbox-claims.js';
import { cappedRecipient, lockRecipients, recipientAtCap } from './recipient-cap.js';
import type { MailTransport, OutgoingMail } from './transport.js';

/** An address with its display name; nodemailer encodes the name, whatever it holds. */
export type MailAddress = { name: string; address: string };

export type QueuedMail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part, from the same content as `text` (render-mail.ts). */
  html?: string | null;
  /** Whom "reply" answers: a lead's visitor, for the agency's mail about it. */
  replyTo?: MailAddress | null;
  /** An iCalendar (.ics) text sent with the mail, so it lands in a calendar. */
  calendar?: string | null;
  /** The one-click unsubscribe URL of a mail a visitor subscribed to (List-Unsubscribe, RFC 8058). */
  listUnsubscribe?: string | null;
  leadId?: number | null;
};

/** After this many failed attempts (about 8.5 hours of back-off) a mail becomes a dead letter. */
export const MAX_ATTEMPTS = 10;
/** Mails sent at once when the configuration does not say. */
export const DEFAULT_CONCURRENCY = 4;
/** How long a claim holds when the configuration does not say: far longer than one round takes. */
export const DEFAULT_LEASE_MS = 10 * 60_000;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** Due mails one round takes; the next round takes the rest. */
const ROUND_SIZE = 50;
export const RETRY_COMMAND = 'npm run outbox:retry -w @immo/api';

/** 30 s, 1 min, 2 min, … doubling, at most 6 hours between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Queues mails in the same transaction that stored the submission: both are kept, or neither. A mail
 * to a visitor's mailbox that has had its share for the day (recipient-cap.ts) is left out and
 * returned; the others are queued all the same (a lead still reaches the agency).
 */
export async function queueMails(
  db: Transaction<Database> | Kysely<Database>,
  mails: QueuedMail[],
  now: Date,
): Promise<QueuedMail[]> {
  if (mails.length === 0) return [];
  // The count and the insert in one transaction, the caller's when there is one.
  if (db.isTransaction) return queueWithinCaps(db as Transaction<Database>, mails, now);
  return db.transaction().execute((trx) => queueWithinCaps(trx, mails, now));
}

async function queueWithinCaps(trx: Transaction<Database>, mails: QueuedMail[], now: Date): Promise<QueuedMail[]> {
  const recipients = mails.map(cappedRecipient);
  await lockRecipients(
    trx,
    recipients.filter((key): key is string => key !== null),
  );
  const held: QueuedMail[] = [];
  // One at a time: a mail counts against the cap of the next one to the same mailbox.
  for (const [index, mail] of mails.entries()) {
    const key = recipients[index] ?? null;
    if (key !== null && (await recipientAtCap(trx, key, mail.kind, now))) held.push(mail);
    else await insertMail(trx, mail, key, now);
  }
  return held;
}

async function insertMail(trx: Transaction<Database>, mail: QueuedMail, key: string | null, now: Date) {
  await trx
    .insertInto('outbox')
    .values({
      lead_id: mail.leadId ?? null,
      kind: mail.kind,
      to_address: mail.to,
      recipient_key: key,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      reply_to: mail.replyTo ? JSON.stringify(mail.replyTo) : null,
      calendar: mail.calendar ?? null,
      list_unsubscribe: mail.listUnsubscribe ?? null,
      attempts: 0,
      next_attempt_at: now.toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
}

/** The same Message-ID on every attempt of one outbox row, in the sender's domain. */
export function messageIdOf(mail: Pick<OutboxRow, 'id' | 'created_at'>, from: string): string {
  const domain = /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';
  return `<outbox.${mail.id}.${Date.parse(mail.created_at)}@${domain}>`;
}

/** An outbox row as the transport sends it: its parts, whom to reply to, its calendar event. */
export function outgoingMail(mail: OutboxRow, from: string): OutgoingMail {
  return {
    from,
    to: mail.to_address,
    subject: mail.subject,
    text: mail.text_body,
    messageId: messageIdOf(mail, from),
    ...(mail.html_body ? { html: mail.html_body } : {}),
    ...(mail.reply_to ? { replyTo: JSON.parse(mail.reply_to) as MailAddress } : {}),
    ...(mail.calendar ? { calendar: mail.calendar } : {}),
    ...(mail.list_unsubscribe ? { listUnsubscribe: mail.list_unsubscribe } : {}),
  };
}

export type OutboxOptions = {
  now?: () => Date;
  /** Mails sent at once: a silent server then holds this many, not the whole queue. */
  concurrency?: number;
  /** How long this instance's claim on a round's mails holds (outbox-claims.ts). */
  leaseMs?: number;
};

/**
 * Sends what the outbox holds, a few mails at a time. A failed send stays in the outbox with a later
 * attempt time; after MAX_ATTEMPTS it becomes a dead letter (`dead_at`), logged once at error level and
 * counted by GET /api/health, until someone sends it again with RETRY_COMMAND. A mail is never dropped.
 * Each round claims its mails first, so several instances on one database share the outbox.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** The round that follows the running one, when a flush came while it ran. */
  private next: Promise<number> | null = null;
  private stopped = false;
  private readonly now: () => Date;
  private readonly concurrency: number;
  private readonly leaseMs: number;
  /** This worker's name on the rows it claims. */
  readonly instance = randomUUID();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: ServiceLog,
    options: OutboxOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  }

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  /**
   * Starts no further mail; waits for those on their way (each bounded by the transport's timeouts),
   * then hands the round's unsent mails back, so another instance sends them without waiting for the
   * lease to run out. Returns how many it handed back.
   */
  async stop(): Promise<number> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await this.next;
    try {
      return await releaseClaims(this.db, this.instance);
    } catch (error) {
      // The database gone too: the claims run out with their lease, and the mails go out then.
      this.log.warn({ err: error }, 'outbox claims not handed back; they are free again when their lease ends');
      return 0;
    }
  }

  /**
   * Sends every mail due when it is called; returns how many the round it waited for sent. Runs one
   * round at a time and never throws. Called while a round is under way (which claimed its mails
   * before the caller's were queued), it waits for that round and then one more, shared by every
   * caller meanwhile.
   */
  flush(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (!this.running) return this.round();
    this.next ??= this.running.then(() => {
      this.next = null;
      return this.stopped ? 0 : this.round();
    });
    return this.next;
  }

  private round(): Promise<number> {
    this.running = this.sendDue()
      .catch((error: unknown) => {
        // The outbox itself unreachable (database locked, disk full): the mails wait for the next round.
        this.log.error({ err: error }, 'outbox round failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const due = await claimDueMails(this.db, this.instance, this.now(), this.leaseMs, ROUND_SIZE);
    let sent = 0;
    const sendOne = async (mail: OutboxRow) => {
      if (await this.send(mail)) sent += 1;
    };
    await inParallel(due, this.concurrency, sendOne, () => this.stopped);
    return sent;
  }

  /** One attempt at one mail; true when the server took it. */
  private async send(mail: OutboxRow): Promise<boolean> {
    try {
      await this.transport(outgoingMail(mail, this.from));
    } catch (error) {
      await this.recordFailure(mail, error instanceof Error ? error.message : String(error));
      return false;
    }
    // Outside the try: a mail the server took is never counted as failed (that would send it again).
    await this.db
      .updateTable('outbox')
      .set({ sent_at: this.now().toISOString(), last_error: null, claimed_by: null, claimed_until: null })
      .where('id', '=', mail.id)
      .execute();
    return true;
  }

  private async recordFailure(mail: OutboxRow, message: string): Promise<void> {
    const attempts = mail.attempts + 1;
    const now = this.now();
    const dead = attempts >= MAX_ATTEMPTS;
    await this.db
      .updateTable('outbox')
      .set({
        attempts,
        last_error: message.slice(0, 500),
        next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        dead_at: dead ? now.toISOString() : null,
        claimed_by: null,
        claimed_until: null,
      })
      .where('id', '=', mail.id)
      .execute();
    const about = { mailId: mail.id, kind: mail.kind, leadId: mail.lead_id, attempts, err: message };
    if (dead) this.log.error(about, `mail given up after ${attempts} attempts (a dead letter): ${RETRY_COMMAND}`);
    else this.log.warn(about, 'mail not sent; will retry');
  }
}
