import { domainToASCII } from 'node:url';

/** Domains that are another name of one mail service: googlemail.com delivers to the gmail.com box. */
const SAME_SERVICE: Readonly<Record<string, string>> = { 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches, as the per-recipient cap counts it (recipient-cap.ts): lower case,
 * the local part without its `+tag` and without dots, the domain in its ASCII form without a final
 * dot, googlemail.com as gmail.com. So `A.N.N+x@GoogleMail.com` and `ann@gmail.com` are one recipient.
 *
 * Gmail ignores dots and tags; most other services keep the tag and some the dots, yet every domain
 * is treated alike: two of their mailboxes counted as one only make the cap stricter, where a rule
 * per provider would let a spammer through at any provider it forgot.
 */
export function recipientKey(address: string): string {
  const lower = address.trim().normalize('NFKC').toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at).split('+', 1)[0]!.replaceAll('.', '');
  const written = lower.slice(at + 1).replace(/\.+$/, '');
  const domain = domainToASCII(written) || written;
  return `${local}@${SAME_SERVICE[domain] ?? domain}`;
}
