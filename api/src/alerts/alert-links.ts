import { createHmac, timingSafeEqual } from 'node:crypto';
import { pagePath, type Lang } from '@immo/shared';

/**
 * The signed links of search alerts (no login): an HMAC with the server's secret, each for one
 * purpose, so a link that lists an address's alerts cannot end another alert, and back.
 * - the alerts page: `?email=…&token=HMAC('search-alerts', address)` lists and ends that address's alerts;
 * - one-click unsubscribe (RFC 8058): `token=HMAC('search-alert-unsubscribe', alert id)` ends one alert.
 */
const ADDRESS_PURPOSE = 'search-alerts';
const ALERT_PURPOSE = 'search-alert-unsubscribe';

/** Addresses are kept and signed as typed, trimmed and in lower case. */
export function alertAddress(email: string): string {
  return email.trim().toLowerCase();
}

function sign(secret: string, purpose: string, subject: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');
}

function sameToken(expected: string, token: unknown): boolean {
  if (typeof token !== 'string' || token === '') return false;
  const given = Buffer.from(token);
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function addressToken(secret: string, email: string): string {
  return sign(secret, ADDRESS_PURPOSE, alertAddress(email));
}

export function isAddressToken(secret: string, email: string, token: unknown): boolean {
  return sameToken(addressToken(secret, email), token);
}

export function alertToken(secret: string, alertId: number): string {
  return sign(secret, ALERT_PURPOSE, String(alertId));
}

export function isAlertToken(secret: string, alertId: number, token: unknown): boolean {
  return sameToken(alertToken(secret, alertId), token);
}

/**
 * Whether a request's query or body, as sent (nothing validated yet), names an address and carries its
 * signature: read before anything else, so a request the link does not sign learns nothing more.
 */
export function signsAddress(secret: string, input: unknown): boolean {
  if (typeof input !== 'object' || input === null) return false;
  const { email, token } = input as Record<string, unknown>;
  return typeof email === 'string' && isAddressToken(secret, email, token);
}

/** Whether an unsubscribe URL's id and token, as sent, are an alert's id and its signature. */
export function signsAlert(secret: string, id: unknown, token: unknown): boolean {
  const alertId = Number(id);
  return typeof id === 'string' && Number.isSafeInteger(alertId) && isAlertToken(secret, alertId, token);
}

/**
 * The alerts page with the address signed; with `end`, the page ends that alert on opening (the
 * visible unsubscribe link of a mail) and shows the others.
 */
export function alertsPageLink(siteOrigin: string, secret: string, email: string, lang: Lang, end?: number): string {
  const query = new URLSearchParams({ email: alertAddress(email), token: addressToken(secret, email) });
  if (end !== undefined) query.set('end', String(end));
  return `${siteOrigin}${pagePath('alerts', lang)}?${query.toString()}`;
}

/** The URL a mail program POSTs to for its "unsubscribe" button (List-Unsubscribe). */
export function oneClickUnsubscribeUrl(siteOrigin: string, secret: string, alertId: number): string {
  return `${siteOrigin}/api/alerts/${alertId}/unsubscribe?token=${alertToken(secret, alertId)}`;
}
