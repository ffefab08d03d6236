import { queueMails } from '../mail/outbox.js';
import { passwordChangedMail, resetLinkMail, type MailedOwner } from './owner-mails.js';
import type { OwnerStores } from './owner-services.js';
import { hashPassword } from './passwords.js';
import { isTooWeak, personalWords } from './password-strength.js';

/** What a password reset came to. */
export type PasswordResetOutcome = 'reset' | 'linkInvalid' | 'tooWeak';

/** A new link by mail, in one transaction; false (nothing made, nothing mailed) past the hour's quota. */
function mailResetLink({ deps, resetTokens }: OwnerStores, owner: MailedOwner & { id: number }): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const token = await resetTokens.issue(trx, owner.id);
    if (token === null) return false;
    await queueMails(trx, [resetLinkMail(deps, owner, token)], deps.now());
    return true;
  });
}

/**
 * SPEC §6 password forgotten: a one-time link to the address if it has an account. Nothing tells
 * the caller whether it has one, or whether a link went.
 */
export async function passwordForgotten(stores: OwnerStores, email: string): Promise<void> {
  const { deps } = stores;
  const owner = await deps.db
    .selectFrom('owners')
    .select(['id', 'name', 'email', 'language'])
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst();
  if (owner && (await mailResetLink(stores, owner))) deps.afterQueued();
}

/**
 * Sets a new password with a reset link, asked from `address`. The link first: only its holder
 * gets the (costlier) strength check, and learns of it.
 */
export async function resetPassword(
  { deps, sessions, throttle, resetTokens }: OwnerStores,
  { token, password }: { token: string; password: string },
  address: string,
): Promise<PasswordResetOutcome> {
  const ownerId = await resetTokens.ownerOf(token);
  if (ownerId === null) return 'linkInvalid';
  const owner = await deps.db
    .selectFrom('owners')
    .select(['email', 'name', 'language'])
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  if (await isTooWeak(password, personalWords(owner))) return 'tooWeak';
  const passwordHash = await hashPassword(password);
  // The link, every other link of the owner and every session of theirs end with the old password,
  // and a mail tells the owner, in case it was not them.
  const reset = await deps.db.transaction().execute(async (trx) => {
    const redeemed = await resetTokens.redeem(trx, token);
    if (redeemed === null) return false;
    await trx.updateTable('owners').set({ password_hash: passwordHash }).where('id', '=', redeemed).execute();
    await sessions.destroyAllOf(redeemed, trx);
    const now = deps.now();
    await queueMails(trx, [passwordChangedMail(deps, owner, now)], now);
    return true;
  });
  if (!reset) return 'linkInvalid';
  deps.afterQueued();
  // The owner logs in next, likely from here: failures of this address before the reset are history.
  await throttle.succeeded(owner.email, address);
  return 'reset';
}
