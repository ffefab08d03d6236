import { ABSOLUTE_TIMEOUT_MS } from './sessions.js';

/** The session cookie's name over plain http (local use). */
export const SESSION_COOKIE = 'immo_owner_session';

/**
 * Over https the name carries the `__Host-` prefix: a browser then takes the cookie only if it is
 * Secure, has no Domain and has Path=/, so neither a sibling subdomain nor a plain-http page can
 * set or shadow it. That prefix requires Path=/; over http (where browsers refuse such a name)
 * the cookie keeps its plain name and stays scoped to /api/owner.
 */
export function ownerSessionCookie(https: boolean) {
  const name = https ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
  const options = {
    path: https ? '/' : '/api/owner',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: https,
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  };
  return { name, options };
}
