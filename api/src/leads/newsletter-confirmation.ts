import { DEFAULT_LANGUAGE, isLang, type Lang } from '@immo/shared';
import type { Transaction } from 'kysely';
import { confirmationLink, issueConfirmation, type LinkContext } from '../confirmations/confirmation-links.js';
import type { ConfirmationHandler } from '../confirmations/confirmation-service.js';
import { mayMailLink } from '../confirmations/link-mail-quota.js';
import type { Database } from '../db/schema.js';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../mail/confirmation-mails.js';
import { queueMails, type QueuedMail } from '../mail/outbox.js';
import { leadVisitor } from './lead-visitor.js';
import { unsubscribeLink } from './unsubscribe-link.js';

/** How long a sign-up's link subscribes. */
export const NEWSLETTER_LINK_HOURS = 48;

type SignUp = { leadId: number; email: string; name: string; lang: Lang };

/**
 * Signing up subscribes nobody (double opt-in): it mails the address a link, and only following
 * it subscribes — so nobody subscribes a stranger, and an address that left stays out until its
 * owner confirms again. No mail when the address had its link mail of the day (link-mail-quota.ts);
 * the visitor's answer is the same either way.
 */
export async function askNewsletterConfirmation(
  trx: Transaction<Database>,
  context: LinkContext,
  signUp: SignUp,
  now: Date,
): Promise<QueuedMail[]> {
  const to = signUp.email.trim().toLowerCase();
  if (!(await mayMailLink(trx, to, now))) return [];
  const subject = { kind: 'newsletter', subjectId: signUp.leadId } as const;
  const token = await issueConfirmation(trx, subject, NEWSLETTER_LINK_HOURS * 3_600_000, now);
  const link = confirmationLink(context.siteOrigin, signUp.lang, token);
  const recipient = { leadId: signUp.leadId, to, name: signUp.name };
  return [newsletterConfirmationMail(context.translate(signUp.lang), recipient, link, NEWSLETTER_LINK_HOURS)];
}

/**
 * Following the link: the sign-up's address is subscribed (again, if it had left) with the names
 * and language of that sign-up, and welcomed with its signed way out.
 */
export function confirmNewsletter(context: LinkContext): ConfirmationHandler {
  return async (trx, leadId, now) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['payload', 'language'])
      .where('id', '=', leadId)
      .where('form', '=', 'sign-newsletter')
      .executeTakeFirst();
    if (!lead) return false;
    const data = JSON.parse(lead.payload) as Record<string, unknown>;
    const email = String(data.email).trim().toLowerCase();
    const lang = isLang(lead.language) ? lead.language : DEFAULT_LANGUAGE;
    const names = { language: lang, first_name: String(data.firstName), last_name: String(data.lastName) };
    const at = now.toISOString();
    await trx
      .insertInto('newsletter_subscribers')
      .values({ email, ...names, subscribed_at: at, unsubscribed_at: null })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet({ ...names, subscribed_at: at, unsubscribed_at: null }),
      )
      .execute();
    const recipient = { leadId, to: email, name: leadVisitor(data).name };
    const way = unsubscribeLink(context.siteOrigin, context.linkSecret, email, lang);
    await queueMails(trx, [newsletterWelcomeMail(context.translate(lang), recipient, way)], now);
    return true;
  };
}
