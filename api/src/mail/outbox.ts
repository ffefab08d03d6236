import type { Kysely, Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/schema.js';
import type { MailTransport } from './transport.js';

export type QueuedMail = { kind: string; to: string; subject: string; text: string; leadId?: number | null };

export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;

/** 30 s, 1 min, 2 min, … doubling, at most 6 hours between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/** Queues mails in the same transaction that stored the submission: both are kept, or neither. */
export async function queueMails(
  trx: Transaction<Database> | Kysely<Database>,
  mails: QueuedMail[],
  now: Date,
): Promise<void> {
  if (mails.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(
      mails.map((mail) => ({
        lead_id: mail.leadId ?? null,
        kind: mail.kind,
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        attempts: 0,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })),
    )
    .execute();
}

/**
 * Sends what the outbox holds. A failed send stays in the outbox with a later attempt time;
 * a mail is never dropped, and after MAX_ATTEMPTS it waits for a person (last_error says why).
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.flush(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends every due mail once; returns how many were sent. Runs one at a time and never throws. */
  flush(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    this.running ??= this.sendDue()
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
    const now = this.now();
    const due = await this.db
      .selectFrom('outbox')
      .selectAll()
      .where('sent_at', 'is', null)
      .where('attempts', '<', MAX_ATTEMPTS)
      .where('next_attempt_at', '<=', now.toISOString())
      .orderBy('id')
      .limit(50)
      .execute();
    let sent = 0;
    for (const mail of due) {
      try {
        await this.transport({ from: this.from, to: mail.to_address, subject: mail.subject, text: mail.text_body });
        await this.db
          .updateTable('outbox')
          .set({ sent_at: this.now().toISOString(), last_error: null })
          .where('id', '=', mail.id)
          .execute();
        sent += 1;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        this.log.warn({ mailId: mail.id, attempts, err: message }, 'mail not sent; will retry');
        await this.db
          .updateTable('outbox')
          .set({
            attempts,
            last_error: message.slice(0, 500),
            next_attempt_at: new Date(this.now().getTime() + retryDelayMs(attempts)).toISOString(),
          })
          .where('id', '=', mail.id)
          .execute();
      }
    }
    return sent;
  }
}
