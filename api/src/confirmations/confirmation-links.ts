import { createHash, randomBytes } from 'node:crypto';
import { pagePath, type ConfirmationKind, type Lang } from '@immo/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Translate } from '../i18n/translator.js';

/**
 * Links mailed to a visitor to confirm something they asked for on the site: only who reads that
 * mailbox can follow it. What each kind confirms and how long its link lives is the caller's
 * (leads/newsletter-confirmation.ts, leads/visit-confirmations.ts, alerts/confirm-alert.ts); this is the
 * mechanism they share.
 */
export type ConfirmationSubject = { kind: ConfirmationKind; subjectId: number };

/** What the mails that carry links need: the site's origin, the visitor's words, the server's secret. */
export type LinkContext = { siteOrigin: string; translate: (lang: Lang) => Translate; linkSecret: string };

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new link's token, stored in the caller's transaction (with the mail that carries it): the
 * database keeps its SHA-256 only, so a copy of the database confirms nothing.
 */
export async function issueConfirmation(
  trx: Transaction<Database>,
  subject: ConfirmationSubject,
  lifetimeMs: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await trx
    .insertInto('confirmations')
    .values({
      token_hash: digest(token),
      kind: subject.kind,
      subject_id: subject.subjectId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/**
 * Uses a live token: what it confirms, or null when it is unknown, expired or already used. One
 * conditional update marks it used, so of two uses at once (on any instance) one gets the subject.
 * The row stays, with when it was used: the proof of the visitor's consent.
 */
export async function redeemConfirmation(
  trx: Transaction<Database>,
  token: unknown,
  now: Date,
): Promise<ConfirmationSubject | null> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  const used = await trx
    .updateTable('confirmations')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', digest(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning(['kind', 'subject_id'])
    .executeTakeFirst();
  return used ? { kind: used.kind as ConfirmationKind, subjectId: used.subject_id } : null;
}

/**
 * The site's confirm page in the visitor's language, the token in the fragment: a fragment never
 * reaches a server's logs nor a Referer. Opening the page confirms nothing (mail scanners open
 * links): the visitor presses its button, which posts the token (confirmation-service.ts).
 */
export function confirmationLink(siteOrigin: string, lang: Lang, token: string): string {
  return `${siteOrigin}${pagePath('confirm', lang)}#confirm=${token}`;
}
