import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { DEFAULT_MAP_TILES, EMBED_FRAME_SOURCES, TAG_SOURCES } from '@immo/shared';

export type Directives = Record<
  string,
  Array<string | ((request: IncomingMessage, response: ServerResponse) => string)>
>;

/** One nonce per answer: made when its policy is written, read by the page that carries it. */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's script-src: the site's pages put it on their own <script> elements. */
export function cspNonce(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) nonces.set(response, (nonce = randomBytes(16).toString('base64')));
  return nonce;
}

/**
 * The CSP of every answer but the site's pages (JSON, files, pictures, the remotes' demo pages): our
 * own and configured remote origins may serve scripts (the federated remotes, a demo page's embed.js),
 * nothing inline; the video and tour players a property page frames (EMBED_FRAME_SOURCES); no framing
 * by other sites. No tag host: only the pages run the tags a visitor consented to, so an injected
 * tag-manager script has nowhere else to run.
 */
export function apiDirectives(remotes: string[], dev: string[] = []): Directives {
  // `npm run dev` (DEV_ORIGINS): the dev servers' scripts, styles and hot-reload websockets.
  const devSockets = dev.map((origin) => origin.replace(/^http/, 'ws'));
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes],
    // Mantine sets style attributes (its style props) and every remote's provider writes <style>
    // elements for its CSS variables; nonces would need style-src-attr (Safari 15.4+) and a nonce
    // in each provider. No script runs from a style (SECURITY.md).
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    // The map's tiles (the list's map view) come from the tile server of @immo/shared.
    imgSrc: ["'self'", 'data:', 'blob:', new URL(DEFAULT_MAP_TILES).origin],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes, ...devSockets],
    // The property page's video players and virtual tours (only the providers of
    // EMBED_FRAME_SOURCES; the detail remote frames them after the visitor's consent).
    frameSrc: ["'self'", ...EMBED_FRAME_SOURCES],
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
 * The site's pages: the analytics, ad and pixel tags the consent remote loads once the visitor agrees
 * (TAG_SOURCES), and a strict script policy: only scripts carrying the answer's nonce (the shell's own
 * <script> elements) and what they load ('strict-dynamic': the remotes, their chunks, the consented
 * tags). A browser that knows nonces ignores the host list then, so an injected <script src> of a tag
 * host does not run; an older browser keeps the host list.
 */
export function pageDirectives(remotes: string[], dev: string[]): Directives {
  const api = apiDirectives(remotes, dev);
  return {
    ...api,
    scriptSrc: [
      (_request, response) => `'nonce-${cspNonce(response)}'`,
      "'strict-dynamic'",
      ...api.scriptSrc!,
      ...TAG_SOURCES.script,
    ],
    imgSrc: [...api.imgSrc!, ...TAG_SOURCES.img],
    connectSrc: [...api.connectSrc!, ...TAG_SOURCES.connect],
    // Tag frames beside the players.
    frameSrc: [...new Set([...api.frameSrc!, ...TAG_SOURCES.frame])],
  };
}

/**
 * The printable information sheet (`/api/properties/:id/sheet`): markup and its one inline <style>,
 * nothing else: no script, picture, font, frame or form at all.
 */
export const SHEET_DIRECTIVES: Directives = {
  defaultSrc: ["'none'"],
  styleSrc: ["'unsafe-inline'"],
  frameAncestors: ["'self'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The API description (`/api/docs`, Swagger UI): its own scripts, styles and pictures, the OpenAPI
 * document and the requests of "Try it out" to this origin; no remote, tag host or frame.
 */
export const DOCS_DIRECTIVES: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Swagger UI sets style attributes on its elements.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** An answer no route wrote (a request the server refused before routing it): an error body needs nothing. */
export const BARE_ANSWER_DIRECTIVES: Directives = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/** A policy of fixed sources as its header's text (`default-src 'self'; …`), for what helmet does not write. */
export function policyText(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => {
      const values = sources.map((source) => {
        if (typeof source !== 'string') throw new Error(`${name}: a fixed policy has no per-answer source`);
        return source;
      });
      return [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...values].join(' ');
    })
    .join('; ');
}
