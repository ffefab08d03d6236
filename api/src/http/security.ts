import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { HSTS } from './bare-answers.js';
import { apiDirectives, pageDirectives, SHEET_DIRECTIVES, type Directives } from './content-security-policy.js';
import { PERMISSIONS_POLICY } from './permissions-policy.js';

/** Origins of remotes deployed elsewhere (from remotes.json overrides) may serve scripts. */
function remoteOrigins(overrides: Record<string, string>): string[] {
  return [
    ...new Set(
      Object.values(overrides).flatMap((url) => {
        try {
          return [new URL(url).origin];
        } catch {
          return [];
        }
      }),
    ),
  ];
}

/**
 * Who may read an answer from a script on another site (DESIGN §3: embedding needs no configuration
 * on our side):
 * - `public`: the remotes' files, translations, pictures, the catalogue, captchas and appointment
 *   slots, every page: any origin, never with credentials (no cookie, nothing per visitor in them);
 * - `leads`: `POST /api/leads/{form}` and its preflight, from any origin without credentials (the
 *   captcha and the rate limit protect it);
 * - `own-site`: the owner portal and page-view counts stay with our own pages (and the embedding
 *   sites of CORS_ORIGINS, as before), never with credentials; owner changes also need the site's
 *   Origin or the session's CSRF token (owners/routes.ts).
 */
export type CorsPolicy = 'public' | 'leads' | 'own-site';

/**
 * The path the router will match: without the origin of an absolute-form request target
 * (`POST http://host/api/owner/login`), percent-decoded (`/api/%6Fwner/` is the owner portal too)
 * and case-folded as the router compares; an undecodable path is no route of ours.
 */
export function routedPath(url: string): string {
  const raw = url.split('?', 1)[0]!.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function corsPolicyOf(url: string): CorsPolicy {
  const path = routedPath(url);
  if (path === '/api/owner' || path.startsWith('/api/owner/') || path === '/api/page-views') return 'own-site';
  // A search alert is asked for from any page a widget stands on, as a lead is.
  if (path.startsWith('/api/leads/') || path === '/api/alerts' || path.startsWith('/api/alerts/')) return 'leads';
  return 'public';
}

function corsOptions(corsOrigins: string[]): Record<CorsPolicy, FastifyCorsOptions> {
  return {
    public: { origin: '*', credentials: false, methods: ['GET', 'HEAD'] },
    // Preflights of a form are remembered 10 minutes by the browser.
    leads: { origin: '*', credentials: false, methods: ['POST'], maxAge: 600 },
    'own-site': {
      origin: (origin, callback) => callback(null, origin === undefined || corsOrigins.includes(origin)),
      credentials: false,
      methods: ['GET', 'POST'],
    },
  };
}

/** Helmet's middleware for one policy: it writes the headers onto the raw answer. */
export type SecurityHeaders = ReturnType<typeof helmet>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own security headers instead of every answer's (registerSecurity's `page`, `sheet`). */
    securityHeaders?: SecurityHeaders;
  }
}

/** The routes with a policy of their own: the site's pages and the printable sheet. */
export type RouteSecurity = { page: SecurityHeaders; sheet: SecurityHeaders };

/**
 * Helmet's middleware is built once per policy, here, rather than through @fastify/helmet: its
 * onRequest hook builds it again for every request (parsing every directive each time), ~15 µs, a
 * sixth of a list answer's whole cost. The nonce of a page's policy is still made per answer: its
 * directive is a function helmet calls for each one.
 */
function applySecurityHeaders(app: FastifyInstance, everyAnswer: SecurityHeaders): void {
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.routeOptions.config.securityHeaders ?? everyAnswer;
    headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

/**
 * Security headers of every routed answer: the CSP of {@link apiDirectives}, HSTS only over https,
 * the Permissions-Policy, CORS by {@link corsPolicyOf}. Returns the headers of the routes with a
 * policy of their own (a route names them in `config.securityHeaders`): the site's pages (their nonce
 * and the tag hosts) and the printable sheet, with every answer's other headers. What no route
 * answers gets its headers from bare-answers.ts.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: string[]; remoteOverrides: Record<string, string>; https: boolean; devOrigins?: string[] },
): Promise<RouteSecurity> {
  const dev = options.devOrigins ?? [];
  const remotes = [...new Set([...remoteOrigins(options.remoteOverrides), ...dev])];
  const headers: HelmetOptions = {
    hsts: options.https ? HSTS : false,
    // Embedding sites load our scripts (embed.js, chunks), translations, pictures and JSON: every
    // answer may be used by another origin; pages are still not frameable (frame-ancestors).
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginEmbedderPolicy: false,
  };
  const withPolicy = (directives: Directives) =>
    helmet({ ...headers, contentSecurityPolicy: { useDefaults: false, directives } });
  applySecurityHeaders(app, withPolicy(apiDirectives(remotes, dev)));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  const policies = corsOptions(options.corsOrigins);
  await app.register(cors, {
    delegator: (request, callback) => callback(null, policies[corsPolicyOf(request.url)]),
  });
  return {
    page: withPolicy(pageDirectives(remotes, dev)),
    sheet: withPolicy(SHEET_DIRECTIVES),
  };
}
