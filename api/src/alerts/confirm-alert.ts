import type { ConfirmationHandler } from '../confirmations/confirmation-service.js';

/**
 * Following the mailed link (double opt-in): from now on the alert mails what matches. An alert
 * ended meanwhile stays ended (nothing left to confirm). Its proof of consent is the alert's
 * `created_at`, `consent_text` and language with this time and the spent link (confirmations).
 */
export const confirmSearchAlert: ConfirmationHandler = async (trx, alertId, now) => {
  const confirmed = await trx
    .updateTable('search_alerts')
    .set({ confirmed_at: now.toISOString() })
    .where('id', '=', alertId)
    .where('ended_at', 'is', null)
    .where('confirmed_at', 'is', null)
    .executeTakeFirst();
  return Number(confirmed.numUpdatedRows) === 1;
};
