import type { ConfirmationKind } from '@immo/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { redeemConfirmation } from './confirmation-links.js';

/**
 * Does what a kind of link confirms, in the transaction that spends the link (mails it sends
 * included); false when there is nothing left to confirm (a booking released meanwhile).
 */
export type ConfirmationHandler = (trx: Transaction<Database>, subjectId: number, now: Date) => Promise<boolean>;

export type ConfirmationHandlers = Record<ConfirmationKind, ConfirmationHandler>;

export type ConfirmationServiceDeps = {
  db: Kysely<Database>;
  handlers: ConfirmationHandlers;
  /** Called after a confirmation is stored, so its mails go out without waiting for the next tick. */
  afterConfirmed: () => void;
};

/**
 * Spends a mailed link and does what it confirms, in one transaction: what was confirmed, or null
 * when the token is unknown, expired or used, or there was nothing left to confirm.
 */
export async function confirmLink(
  deps: ConfirmationServiceDeps,
  token: string,
  now: Date,
): Promise<ConfirmationKind | null> {
  const confirmed = await deps.db.transaction().execute(async (trx) => {
    const subject = await redeemConfirmation(trx, token, now);
    if (!subject) return null;
    return (await deps.handlers[subject.kind](trx, subject.subjectId, now)) ? subject.kind : null;
  });
  if (confirmed) deps.afterConfirmed();
  return confirmed;
}
