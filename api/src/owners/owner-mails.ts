import { pagePath, type Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import type { QueuedMail } from '../mail/outbox.js';
import { RESET_LIFETIME_MINUTES } from './reset-tokens.js';

/** Whom an owner mail goes to, and in which of the site's languages. */
export type MailedOwner = { email: string; name: string; language: string };

type MailDeps = { translate: (lang: Lang) => Translate; siteOrigin: string };

/** A moment as the owner mails tell it: to the minute, in UTC (the owner's time zone is not known). */
export function mailTime(at: Date): string {
  return at.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
}

/** One mail to the owner, its text from `mail:{key}` in the owner's language, signed. */
function ownerMail(
  deps: MailDeps,
  owner: MailedOwner,
  kind: string,
  key: string,
  values: Record<string, unknown>,
): QueuedMail {
  const mail = deps.translate(owner.language as Lang);
  return {
    kind,
    to: owner.email,
    subject: mail(`mail:${key}.subject`),
    text: `${mail(`mail:${key}.body`, { name: owner.name, ...values })}\n\n${mail('mail:signature')}`,
  };
}

/** SPEC §6: someone logged in to the owner's account. */
export function loginNotificationMail(deps: MailDeps, owner: MailedOwner, at: Date): QueuedMail {
  return ownerMail(deps, owner, 'login-notification', 'loginNotification', { date: mailTime(at) });
}

/** The one-time link that sets a new password. */
export function resetLinkMail(deps: MailDeps, owner: MailedOwner, token: string): QueuedMail {
  // In the fragment: a fragment is never sent to a server, so the token stays out of every log and
  // Referer (the portal reads it and drops it from the address).
  const link = `${deps.siteOrigin}${pagePath('login', owner.language as Lang)}#reset=${token}`;
  return ownerMail(deps, owner, 'password-reset', 'passwordReset', { minutes: RESET_LIFETIME_MINUTES, link });
}

/**
 * The password was changed: when, and what to do if it was not the owner. No link: an owner whose
 * account was taken should reach the site by its address, not through a mail anyone can imitate.
 */
export function passwordChangedMail(deps: MailDeps, owner: MailedOwner, at: Date): QueuedMail {
  return ownerMail(deps, owner, 'password-changed', 'passwordChanged', { date: mailTime(at) });
}
