import { createHmac, timingSafeEqual } from 'node:crypto';
import { pagePath, type Lang } from '@immo/shared';

/**
 * The newsletter's way out. Its link carries a signature of the address (an HMAC with the
 * server's secret), so only who received a mail at that address can leave the list with one
 * click; without it, the unsubscribe page only mails that address a signed link.
 */
const PURPOSE = 'newsletter-unsubscribe';

export function unsubscribeToken(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${email.trim().toLowerCase()}`).digest('base64url');
}

export function isUnsubscribeToken(secret: string, email: string, token: unknown): boolean {
  if (typeof token !== 'string' || token === '') return false;
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The unsubscribe page in the subscriber's language, with the address and its signature. */
export function unsubscribeLink(siteOrigin: string, secret: string, email: string, lang: Lang): string {
  const query = new URLSearchParams({ email, token: unsubscribeToken(secret, email) });
  return `${siteOrigin}${pagePath('unsubscribe', lang)}?${query.toString()}`;
}
