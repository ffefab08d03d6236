import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import { recipientKey } from '../mail/recipient-address.js';

/**
 * Mails anyone can have sent to any address by typing it, each carrying a link the address's owner
 * may follow: the newsletter's confirmation and the unsubscribe page's signed link. Together at most
 * LINK_MAILS_PER_ADDRESS_PER_DAY reach one address a day, so nobody fills a stranger's mailbox with
 * them; the form's answer is the same whether the mail went or not.
 */
export const LINK_MAIL_KINDS = ['newsletter-confirmation', 'unsubscribe-link'] as const;
export type LinkMailKind = (typeof LINK_MAIL_KINDS)[number];
export const LINK_MAILS_PER_ADDRESS_PER_DAY = 1;
const A_DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether one more link mail may go to `address` now; the caller queues it in the same transaction.
 * Counted and queued by one transaction at a time per address, so parallel requests on any number
 * of instances cannot pass the cap (the outbox, in the database, is what is counted).
 */
export async function mayMailLink(trx: Transaction<Database>, address: string, now: Date): Promise<boolean> {
  // The mailbox, not the spelling: `a.n.n+x@gmail.com` is ann@gmail.com (recipient-address.ts).
  const mailbox = recipientKey(address);
  await lockForTransaction(trx, `link-mail:${mailbox}`);
  const { sent } = await trx
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('sent'))
    .where('kind', 'in', [...LINK_MAIL_KINDS])
    .where('recipient_key', '=', mailbox)
    .where('created_at', '>', new Date(now.getTime() - A_DAY_MS).toISOString())
    .executeTakeFirstOrThrow();
  return Number(sent) < LINK_MAILS_PER_ADDRESS_PER_DAY;
}
