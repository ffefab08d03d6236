import { isIP } from 'node:net';
import { z } from 'zod';
import { envVariable, listOf } from './env-values.js';

/** proxy-addr's names of the loopback, link-local and private (RFC 1918, fc00::/7) ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range short of the whole internet (`10.0.0.0/8`, `fd00::/8`), or a named range. */
function isProxyRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

const ALLOWED = 'addresses, CIDR ranges (not /0), loopback, linklocal or uniquelocal, comma-separated; or false, 0';

const HELP =
  'Set TRUST_PROXY to the addresses of the load balancers in front of this instance, as addresses or CIDR ' +
  'ranges (TRUST_PROXY=10.0.1.5,10.0.1.6 or TRUST_PROXY=10.0.0.0/8; uniquelocal stands for every private ' +
  'range), or leave it unset when clients connect directly';

/** Why TRUST_PROXY's value is refused, or null when it is fine. */
function refusal(value: string): string | null {
  if (value.toLowerCase() === 'true') {
    return `must not be true, which would believe the X-Forwarded-For of any client: it could then give itself any address. ${HELP}`;
  }
  if (/^\d+$/.test(value)) {
    return `must not be a number of hops, which cannot tell a load balancer from a client that reaches this instance directly. ${HELP}`;
  }
  const wrong = listOf(value).find((entry) => !isProxyRange(entry));
  if (wrong === undefined) return null;
  return `lists "${wrong}", which is not an address or a CIDR range (a /0 range would trust everyone). ${HELP}`;
}

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe — the named balancers' only (the client address is the
 * last one a trusted hop added). `true`, anyone's, would let a client write its own address and change
 * it at will, past the rate limits and the login throttle; a number of hops cannot tell a balancer
 * from a client that reaches the instance directly (Fastify 5 ignores one). Both are refused.
 */
export function trustProxy() {
  const schema = z.string().transform((raw, ctx) => {
    const value = raw.trim();
    if (['', 'false', '0'].includes(value.toLowerCase())) return [];
    const message = refusal(value);
    if (message === null) return listOf(value);
    ctx.issues.push({ code: 'custom', message, input: raw });
    return z.NEVER;
  });
  return envVariable(schema.default([]), { type: 'list', allowed: ALLOWED, default: 'none' });
}
