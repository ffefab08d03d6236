import type { Lang } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Database } from '../db/schema.js';
import type { Translate } from '../i18n/translator.js';
import { LoginThrottle } from './login-throttle.js';
import { ResetTokens } from './reset-tokens.js';
import { Sessions } from './sessions.js';

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

/** The owner accounts' stores, one of each per app: what the owner services work with. */
export type OwnerStores = {
  deps: OwnerDeps;
  sessions: Sessions;
  throttle: LoginThrottle;
  resetTokens: ResetTokens;
};

export function ownerStores(deps: OwnerDeps): OwnerStores {
  return {
    deps,
    sessions: new Sessions(deps.db, deps.now),
    throttle: new LoginThrottle(deps.db, deps.now),
    resetTokens: new ResetTokens(deps.db, deps.now),
  };
}
