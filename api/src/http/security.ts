import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { DEFAULT_MAP_TILES, EMBED_FRAME_SOURCES, TAG_SOURCES } from '@immo/shared';
import type { FastifyInstance } from 'fastify';

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
  if (path.startsWith('/api/leads/')) return 'leads';
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

type Directives = Record<string, Array<string | ((request: IncomingMessage, response: ServerResponse) => string)>>;

/** One nonce per answer: made when its policy is written, read by the page that carries it. */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's script-src: the site's pages put it on their own <script> elements. */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) nonces.set(response, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/**
 * The CSP of every answer: our own and configured remote origins may serve scripts (the federated
 * remotes), and the analytics, ad and pixel tags the consent remote loads once the visitor agrees
 * (TAG_SOURCES), nothing inline; the video and tour players a property page frames
 * (EMBED_FRAME_SOURCES); no framing by other sites.
 */
function cspDirectives(remotes: string[], dev: string[] = []): Directives {
  // `npm run dev` (DEV_ORIGINS): the dev servers' scripts, styles and hot-reload websockets.
  const devSockets = dev.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...TAG_SOURCES.script],
    // Mantine sets style attributes (its style props) and every remote's provider writes <style>
    // elements for its CSS variables; nonces would need style-src-attr (Safari 15.4+) and a nonce
    // in each provider. No script runs from a style (SECURITY.md).
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    // The map's tiles (the list's map view) come from the tile server of @immo/shared.
    imgSrc: ["'self'", 'data:', 'blob:', ...TAG_SOURCES.img, new URL(DEFAULT_MAP_TILES).origin],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes, ...TAG_SOURCES.connect, ...devSockets],
    // Tag frames, and the property page's video players and virtual tours (only the providers
    // of EMBED_FRAME_SOURCES; the detail remote frames them after the visitor's consent).
    frameSrc: [...new Set(["'self'", ...TAG_SOURCES.frame, ...EMBED_FRAME_SOURCES])],
    // A property's video file may be hosted anywhere the agency puts it (an https address): it is
    // no tracking player, and the page asks nothing of it before the visitor presses play.
    mediaSrc: ["'self'", 'https:'],
    // The ALTCHA widget (the accessible captcha of the forms) solves its proof of work in web
    // workers, which its bundle starts from blob: URLs; without this, worker-src falls back to script-src.
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * The site's pages get a strict script policy: only scripts carrying the answer's nonce (the
 * shell's own <script> elements) and what they load ('strict-dynamic': the remotes, their chunks,
 * the consented tags). A browser that knows nonces ignores the host list then, so an injected
 * <script src> of a tag host no longer runs; an older browser keeps the host list.
 */
function pageDirectives(remotes: string[], dev: string[]): Directives {
  const directives = cspDirectives(remotes, dev);
  return {
    ...directives,
    scriptSrc: [(_request, response) => `'nonce-${cspNonce(response)}'`, "'strict-dynamic'", ...directives.scriptSrc!],
  };
}

/** The route option (`helmet`) of the site's pages. */
export type PageSecurity = { helmet: FastifyHelmetOptions };

/**
 * Security headers: the CSP of {@link cspDirectives}, HSTS only over https, CORS by
 * {@link corsPolicyOf}. Returns the stricter options the site's pages are served with.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: string[]; remoteOverrides: Record<string, string>; https: boolean; devOrigins?: string[] },
): Promise<PageSecurity> {
  const dev = options.devOrigins ?? [];
  const remotes = [...new Set([...remoteOrigins(options.remoteOverrides), ...dev])];
  const headers = {
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Embedding sites load our scripts (embed.js, chunks), translations, pictures and JSON: every
    // answer may be used by another origin; pages are still not frameable (frame-ancestors).
    crossOriginResourcePolicy: { policy: 'cross-origin' as const },
    crossOriginEmbedderPolicy: false,
  };
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(remotes, dev) },
    ...headers,
  });
  const policies = corsOptions(options.corsOrigins);
  await app.register(cors, {
    delegator: (request, callback) => callback(null, policies[corsPolicyOf(request.url)]),
  });
  return {
    helmet: { contentSecurityPolicy: { useDefaults: false, directives: pageDirectives(remotes, dev) }, ...headers },
  };
}
