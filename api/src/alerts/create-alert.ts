import type { AlertFilters, AlertFrequency, Lang } from '@immo/shared';
import type { Kysely } from 'kysely';
import { confirmationLink, issueConfirmation } from '../confirmations/confirmation-links.js';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import { queueMails } from '../mail/outbox.js';
import { recipientKey } from '../mail/recipient-address.js';
import type { AlertMailContext } from './alert-mail-context.js';
import { alertAddress } from './alert-links.js';
import { storedFilters } from './alert-filters.js';
import { alertConfirmationMail } from './confirmation-mail.js';

/** How long an alert's confirmation link lives; an alert left unconfirmed that long never mails. */
export const ALERT_LINK_HOURS = 48;
/** Alerts one address may have, confirmed or waiting for their link. */
export const MAX_ALERTS_PER_ADDRESS = 10;
/**
 * The version of the words the form shows beside its privacy box (mf-forms): the proof of consent
 * stores it, so a change of those words changes this.
 */
export const ALERT_CONSENT_TEXT = 'search-alert-consent-2026-11';

export type NewAlert = { email: string; lang: Lang; frequency: AlertFrequency; filters: AlertFilters };

const HOUR_MS = 60 * 60 * 1000;

/** The address's alerts that count against its limit: live, and confirmed or with a live link. */
async function liveAlertCount(db: Kysely<Database>, email: string, now: Date): Promise<number> {
  const linkAge = new Date(now.getTime() - ALERT_LINK_HOURS * HOUR_MS).toISOString();
  const { count } = await db
    .selectFrom('search_alerts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('email', '=', email)
    .where('ended_at', 'is', null)
    .where((eb) => eb.or([eb('confirmed_at', 'is not', null), eb('created_at', '>', linkAge)]))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Stores an alert unconfirmed with its proof of consent (address, language, time, the words' version)
 * and queues only its confirmation mail (double opt-in), in one transaction per address at a time.
 * An address at its limit gets nothing stored or mailed: the visitor's answer is the same, so it tells
 * nobody which addresses have alerts. The confirmation mail counts against the address's daily mail
 * cap (mail/recipient-cap.ts) like any mail a stranger could have asked for.
 */
export async function createAlert(
  db: Kysely<Database>,
  context: AlertMailContext,
  alert: NewAlert,
  now: Date,
): Promise<void> {
  const email = alertAddress(alert.email);
  await db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, `search-alerts:${recipientKey(email)}`);
    if ((await liveAlertCount(trx, email, now)) >= MAX_ALERTS_PER_ADDRESS) return;
    const stored = await trx
      .insertInto('search_alerts')
      .values({
        email,
        language: alert.lang,
        frequency: alert.frequency,
        filters: storedFilters(alert.filters),
        consent_text: ALERT_CONSENT_TEXT,
        created_at: now.toISOString(),
        confirmed_at: null,
        ended_at: null,
        last_digest_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const subject = { kind: 'search-alert', subjectId: stored.id } as const;
    const token = await issueConfirmation(trx, subject, ALERT_LINK_HOURS * HOUR_MS, now);
    const link = confirmationLink(context.siteOrigin, alert.lang, token);
    const mail = alertConfirmationMail(
      context,
      { email, lang: alert.lang, filters: alert.filters },
      link,
      ALERT_LINK_HOURS,
    );
    await queueMails(trx, [mail], now);
  });
}
