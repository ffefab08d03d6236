import type { AlertsAccess } from '@immo/shared';

/** What an alert mail's link to the alerts page carries: the address, its signature, and the alert to end. */
export type AlertsLink = { access: AlertsAccess; end: number | undefined };

/** The link's parameters (`?email=…&token=…&end=<id>`), or null when the address or signature is missing. */
export function readAlertsLink(search: string): AlertsLink | null {
  const query = new URLSearchParams(search);
  const email = query.get('email')?.trim();
  const token = query.get('token')?.trim();
  if (!email || !token) return null;
  const end = Number(query.get('end'));
  return { access: { email, token }, end: Number.isInteger(end) && end > 0 ? end : undefined };
}
