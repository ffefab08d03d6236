import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The header a CRM signs its push with: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">` (Stripe's scheme). */
export const SIGNATURE_HEADER = 'x-immo-signature';

/** How far a signature's time may be from ours: a recorded push cannot be replayed later than this. */
export const SIGNATURE_TOLERANCE_S = 5 * 60;

/** The hex HMAC-SHA256 of `<t>.<raw body>` under the shared secret. */
export function pushSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The header value a sender computes (the README's example, and the tests). */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${pushSignature(secret, timestamp, rawBody)}`;
}

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'mismatch';

/**
 * Whether `header` signs exactly this raw body with our secret, within SIGNATURE_TOLERANCE_S of now.
 * Several `v1=` are accepted (a sender rotating its secret sends both); each is compared in constant
 * time, so the answer's timing tells nothing about how close a forged signature came.
 */
export function checkSignature(header: string | undefined, rawBody: string, secret: string, now: Date): SignatureCheck {
  const { timestamps, signatures } = headerParts(header);
  if (timestamps.length !== 1 || !/^\d{1,12}$/.test(timestamps[0]!) || signatures.length === 0) return 'missing';
  const timestamp = Number(timestamps[0]);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(pushSignature(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? 'valid' : 'mismatch';
}

function headerParts(header: string | undefined): { timestamps: string[]; signatures: string[] } {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('='));
  return {
    timestamps: parts.filter(([key]) => key === 't').map(([, value]) => value ?? ''),
    signatures: parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? ''),
  };
}

/**
 * What makes one delivery of a valid push: its signed timestamp and body (not the header as sent,
 * whose extra `v1=` a replayer could change). The queue takes each delivery once, so a push captured
 * and sent again within the tolerance adds nothing.
 */
export function deliveryKey(header: string | undefined, rawBody: string): string {
  const [timestamp = ''] = headerParts(header).timestamps;
  return createHash('sha256').update(`${timestamp}.${rawBody}`).digest('hex');
}
