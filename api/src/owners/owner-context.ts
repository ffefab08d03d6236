import type { ApiErrorCode, Lang } from '@immo/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Database } from '../db/schema.js';
import { errorBody } from '../http/api-error.js';
import { requestLanguage } from '../http/request-language.js';
import type { Translate } from '../i18n/translator.js';
import { LoginThrottle } from './login-throttle.js';
import { ownerSessionCookie } from './owner-cookie.js';
import { ResetTokens } from './reset-tokens.js';
import { sameToken, Sessions, type OwnerSession } from './sessions.js';

export type OwnerDeps = {
  db: Kysely<Database>;
  catalogue: () => Catalogue;
  translate: (lang: Lang) => Translate;
  siteOrigin: string;
  /** Served over https: Secure cookies with the `__Host-` name. */
  secureCookies: boolean;
  afterQueued: () => void;
  now: () => Date;
  /** How often ended sessions, spent reset links, old throttle rows and past days' visitor hashes are deleted. */
  purgeIntervalMs: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    owner?: OwnerSession;
  }
}

/** What every owner route works with: the stores, the session cookie, and the two usual refusals. */
export type OwnerContext = {
  deps: OwnerDeps;
  sessions: Sessions;
  throttle: LoginThrottle;
  resetTokens: ResetTokens;
  cookie: ReturnType<typeof ownerSessionCookie>;
  refuse: (reply: FastifyReply, request: FastifyRequest, status: number, code: ApiErrorCode) => FastifyReply;
  /** preHandler of every call after login: a live session, and for a change the session's CSRF token. */
  requireOwner: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
};

export function ownerContext(deps: OwnerDeps): OwnerContext {
  const sessions = new Sessions(deps.db, deps.now);
  const cookie = ownerSessionCookie(deps.secureCookies);
  const refuse: OwnerContext['refuse'] = (reply, request, status, code) => {
    const lang = requestLanguage(request);
    return reply.code(status).send(errorBody(code, lang, deps.translate(lang)));
  };
  const requireOwner: OwnerContext['requireOwner'] = async (request, reply) => {
    const session = await sessions.find(request.cookies[cookie.name]);
    if (!session) return refuse(reply, request, 401, 'sessionExpired');
    if (request.method !== 'GET' && !sameToken(request.headers['x-csrf-token'], session.csrfToken))
      return refuse(reply, request, 403, 'csrfInvalid');
    request.owner = session;
  };
  return {
    deps,
    sessions,
    throttle: new LoginThrottle(deps.db, deps.now),
    resetTokens: new ResetTokens(deps.db, deps.now),
    cookie,
    refuse,
    requireOwner,
  };
}
