import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
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
 * Security headers: a CSP that lets our own and configured remote origins load scripts (the
 * federated remotes), and the analytics, ad and pixel tags the consent remote loads once the
 * visitor agrees (TAG_SOURCES), nothing inline; the video and tour players a property page frames
 * (EMBED_FRAME_SOURCES); no framing by other sites; HSTS only over https; CORS only for the embedding
 * sites that are configured.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: string[]; remoteOverrides: Record<string, string>; https: boolean },
): Promise<void> {
  const remotes = remoteOrigins(options.remoteOverrides);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...remotes, ...TAG_SOURCES.script],
        // Mantine sets style attributes; no script runs from them.
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
        // The map's tiles (the list's map view) come from the tile server of @immo/shared.
        imgSrc: ["'self'", 'data:', 'blob:', ...TAG_SOURCES.img, new URL(DEFAULT_MAP_TILES).origin],
        fontSrc: ["'self'", 'data:', ...remotes],
        connectSrc: ["'self'", ...remotes, ...TAG_SOURCES.connect],
        // Tag frames, and the property page's video players and virtual tours (only the providers
        // of EMBED_FRAME_SOURCES; the detail remote frames them after the visitor's consent).
        frameSrc: [...new Set(["'self'", ...TAG_SOURCES.frame, ...EMBED_FRAME_SOURCES])],
        // A property's own video file plays from our API (default-src allows it too; said here outright).
        mediaSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    hsts: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The API's JSON and pictures are read by embedding sites; pages are still not frameable.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin === undefined || options.corsOrigins.includes(origin)),
    credentials: false,
    methods: ['GET', 'POST'],
  });
}
