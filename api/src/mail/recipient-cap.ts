import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import { recipientKey } from './recipient-address.js';

/**
 * Mails the site sends one visitor's mailbox in any 24 hours, every kind together: a form names any
 * address, so without it anyone could have the site mail anyone as often as they like (SECURITY.md).
 * Enough for a visitor busy with several forms in an evening; past it their requests still reach the
 * agency, only the mails to them stop.
 */
export const MAILS_PER_RECIPIENT_PER_DAY = 5;

/**
 * Send to a friend mails a stranger's message to an address the stranger chose: at most this many
 * such mails reach one mailbox a day, within the cap above (the route also limits each sender).
 */
export const FRIEND_MAILS_PER_RECIPIENT_PER_DAY = 3;

const KIND_CAPS: Readonly<Record<string, number>> = { 'send-to-friend': FRIEND_MAILS_PER_RECIPIENT_PER_DAY };

/**
 * Mails to known addresses, never capped: the agency's own inbox (its notice of each lead and of each
 * visit confirmed or cancelled, leads/lead-mails.ts, leads/appointment-mails.ts), the answers to a link
 * the mailbox's owner followed (a visit confirmed or cancelled: only who reads that mailbox can ask
 * for them), and the owner accounts' mails (owners/owner-mails.ts), which go to the address of an
 * account the agency made and have limits of their own (the login throttle, 3 reset links an hour),
 * and a search alert's news (alerts/): it goes only to an address that confirmed the alert, which ends
 * it with one click; its confirmation mail, which anyone can have sent, is capped.
 * Every other kind is a visitor's, today's or one added later, and counts: the cap is the default.
 */
const UNCAPPED_KINDS: ReadonlySet<string> = new Set([
  'agency-lead',
  'agency-visit-confirmed',
  'agency-visit-cancelled',
  'appointment-confirmed',
  'appointment-cancelled',
  'login-notification',
  'password-reset',
  'password-changed',
  'search-alert',
]);

const A_DAY_MS = 24 * 60 * 60 * 1000;

/** The mailbox a mail counts against (recipient-address.ts), or null for a mail that is not capped. */
export function cappedRecipient(mail: { kind: string; to: string }): string | null {
  return UNCAPPED_KINDS.has(mail.kind) ? null : recipientKey(mail.to);
}

/**
 * Makes the transactions that count and queue mails to these mailboxes run one after the other
 * until they commit, so parallel ones, on any instance, cannot both see the last place free. In
 * one order, so two transactions never wait for each other.
 */
export async function lockRecipients(trx: Transaction<Database>, keys: Iterable<string>): Promise<void> {
  for (const key of [...new Set(keys)].sort()) await lockForTransaction(trx, `mail-to:${key}`);
}

/**
 * Whether one more mail of `kind` to the mailbox `key` would pass its cap: the mails queued to it in
 * the last 24 hours (the outbox's `recipient_key`), every kind and this kind. Locks the mailbox for
 * the rest of the transaction first (again is harmless), so the answer holds until the mail is queued.
 */
export async function recipientAtCap(
  trx: Transaction<Database>,
  key: string,
  kind: string,
  now: Date,
): Promise<boolean> {
  await lockRecipients(trx, [key]);
  const counts = await trx
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.count<number>(eb.case().when('kind', '=', kind).then(1).end()).as('ofKind'),
    ])
    .where('recipient_key', '=', key)
    .where('created_at', '>', new Date(now.getTime() - A_DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  const kindCap = KIND_CAPS[kind] ?? Infinity;
  return Number(counts.all) >= MAILS_PER_RECIPIENT_PER_DAY || Number(counts.ofKind) >= kindCap;
}
