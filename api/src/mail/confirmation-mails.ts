import type { Translate } from '../i18n/translator.js';
import type { QueuedMail } from './outbox.js';
import { plainName } from './visitor-name.js';

/** Who a mail goes to and which lead it answers; `name` as the visitor typed it. */
type Recipient = { leadId: number; to: string; name: string };

/**
 * One mail to the address a form named. Whoever typed it may not be its owner: the name is written
 * without anything link-like (visitor-name.ts), and nothing else they typed is in the mail.
 */
function mail(
  t: Translate,
  kind: string,
  recipient: Recipient,
  key: string,
  values: Record<string, unknown>,
): QueuedMail {
  const name = plainName(recipient.name) || recipient.to;
  return {
    kind,
    leadId: recipient.leadId,
    to: recipient.to,
    subject: t(`mail:${key}.subject`),
    text: `${t(`mail:${key}.body`, { name, ...values })}\n\n${t('mail:signature')}`,
  };
}

/** The newsletter sign-up's link: following it is what subscribes the address (double opt-in). */
export function newsletterConfirmationMail(
  t: Translate,
  recipient: Recipient,
  link: string,
  hours: number,
): QueuedMail {
  return mail(t, 'newsletter-confirmation', recipient, 'newsletterConfirmation', { link, hours });
}

/** Sent once the address is confirmed, with the signed way out (leads/unsubscribe-link.ts). */
export function newsletterWelcomeMail(t: Translate, recipient: Recipient, unsubscribeLink: string): QueuedMail {
  return mail(t, 'newsletter-welcome', recipient, 'newsletterWelcome', { link: unsubscribeLink });
}
