import { isLang, type Lang } from '@immo/shared';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { ALTCHA_TEST_WORK, ALTCHA_WORK, type AltchaWork } from './leads/altcha.js';
import { DEFAULT_RECHECK_MS } from './site/slots/manifest-recheck.js';
import { everyMs } from './import/schedule/every.js';

export type SmtpConfig = {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  /** How long connecting and the server's greeting may take; an idle socket gets a few times more. */
  timeoutMs: number;
};

export type ApiConfig = {
  port: number;
  host: string;
  /** The public origin of the site, for links in mails and canonical URLs. */
  siteOrigin: string;
  dataDir: string;
  databaseFile: string;
  /** DATABASE_URL, `postgres://…`: PostgreSQL instead of the SQLite file, shared by every instance. */
  databaseUrl: string | null;
  /** DATABASE_SCHEMA: the PostgreSQL schema of this site's tables (several sites on one database); null: `public`. */
  databaseSchema: string | null;
  /** SMTP server; when absent, mails are written as .eml files under dataDir/outbox. */
  smtp: SmtpConfig | null;
  mailFrom: string;
  agencyMail: string;
  /** The language of the mails the agency itself receives. */
  agencyLanguage: Lang;
  sessionSecret: string;
  /** HMAC secret that signs ALTCHA challenges (GET /api/altcha) and their derived keys. */
  altchaSecret: string;
  /** How much work an ALTCHA challenge asks; tests only may lower it (ALTCHA_TEST_EASY, never in production). */
  altchaWork: AltchaWork;
  /** Origins allowed to call the API from the browser (sites that embed our widgets). */
  corsOrigins: string[];
  /** Where the built shell and remotes are; null serves the API alone. */
  staticRoot: string | null;
  /** remote name → manifest URL overrides of remotes.json. */
  remoteOverrides: Record<string, string>;
  /**
   * SSR_REMOTE_OVERRIDES: remote name → its server bundle's manifest URL, where it is not
   * `server/mf-manifest.json` beside its browser manifest; an empty URL: rendered in the browser only.
   */
  ssrRemoteOverrides: Record<string, string>;
  /**
   * SSR_REMOTE_ORIGINS: the origins whose remote server bundles the server loads and runs, with its
   * full trust (DESIGN §7); the site's own files always. Empty: its own files only.
   */
  ssrRemoteOrigins: string[];
  /** SSR_REMOTE_RECHECK_MS: how often, at most, a remote's server manifest is read again to see a redeploy. */
  ssrRemoteRecheckMs: number;
  /**
   * `npm run dev` only: the webpack-dev-servers' origins (`http://localhost:3000`…), which the pages'
   * CSP then allows for scripts, styles and hot reload (their `ws:` websocket). Refused in production.
   */
  devOrigins: string[];
  logLevel: string;
  /** Requests one client may send (POST /api/leads/*) per minute: the flood guard beside the captcha. */
  leadsPerMinute: number;
  /** Timers of the mail worker; tests shorten them. */
  outboxIntervalMs: number;
  /**
   * How long an instance holds the mails it claimed (mail/outbox-claims.ts): longer than one round of
   * sends may take, short enough that a killed instance's mails go out soon after from another.
   */
  outboxLeaseMs: number;
  /** SSR_SLOT_BUDGET_MS: how long the server waits for one slot's render before leaving it to the browser. */
  slotBudgetMs: number;
  /** Mails the outbox sends at once (SMTP connections open together). */
  mailConcurrency: number;
  /**
   * TRUST_PROXY: the load balancers whose X-Forwarded-For names the client (addresses, CIDR ranges, or
   * `loopback`, `linklocal`, `uniquelocal`), as Fastify's `trustProxy` takes them; empty: the client is
   * the socket's address.
   */
  trustProxy: string[];
  /** HEADERS_TIMEOUT_MS: how long a request's headers may take to arrive (http/timeouts.ts). */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: how long a whole request, its body included, may take to arrive. */
  requestTimeoutMs: number;
  /** DEMO=1 (what `npm start` sets): the demo owners of api/README.md, published passwords and all, are seeded. */
  demo: boolean;
  /** NODE_ENV=production: the server refuses to start while demo owner accounts exist, unless `demo`. */
  production: boolean;
  /** How often ended sessions, spent reset links and old login throttle rows are deleted. */
  ownerPurgeIntervalMs: number;
  /** PICTURE_STORE: where imported pictures are kept, a folder under dataDir (default) or the database. */
  pictureStore: 'folder' | 'database';
  /** PICTURE_MAX_BYTES, PICTURE_MAX_PER_PROPERTY, PICTURE_FETCH_TIMEOUT_MS: the limits of an import's pictures. */
  pictureLimits: { maxBytes: number; maxPerProperty: number; timeoutMs: number };
  /** IMPORT_ALLOW_PRIVATE_HOSTS=1: feeds and pictures on private addresses (local testing only, refused in production). */
  importAllowPrivateHosts: boolean;
  /** CATALOGUE_POLL_MS: how often an instance reads the catalogue version, to show another's import. */
  cataloguePollMs: number;
  /** IMPORT_FEED_URL and company: the scheduled pull of the agency's feed (import/schedule/); null: none. */
  importSchedule: ImportScheduleConfig | null;
  /** IMPORT_PUSH_SECRET: signs what a CRM posts to POST /api/import/events; null: no such endpoint. */
  importPushSecret: string | null;
  /** IMPORT_MAX_WITHDRAW_SHARE: the share of the catalogue an import may withdraw without `--force`. */
  importMaxWithdrawShare: number;
};

export type ImportScheduleConfig = {
  feedUrl: string;
  /** IMPORT_FORMAT; null: guessed from the feed. */
  format: 'json' | 'kyero' | null;
  mode: 'full' | 'delta';
  everyMs: number;
};

/** A configuration the server must not start with; `main.ts` prints the message and exits with 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * ALTCHA_TEST_EASY=1: every ALTCHA challenge asks a token amount of work, so a test solves it in
 * milliseconds (the server still verifies and spends each payload). Only for tests, never in production:
 * a script would pay nothing per lead.
 */
function altchaWork(env: NodeJS.ProcessEnv): AltchaWork {
  const easy = env.ALTCHA_TEST_EASY;
  if (easy === undefined || easy === '' || easy === '0') return ALTCHA_WORK;
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'ALTCHA_TEST_EASY is set with NODE_ENV=production: it lets a script send forms at no cost ' +
        'and is only for tests. Unset ALTCHA_TEST_EASY to start the server.',
    );
  }
  if (easy !== '1') throw new ConfigError(`ALTCHA_TEST_EASY must be 1 or unset (got "${easy}").`);
  return ALTCHA_TEST_WORK;
}

/** DEV_ORIGINS: http(s) origins of local dev servers, never with NODE_ENV=production. */
function devOrigins(env: NodeJS.ProcessEnv): string[] {
  const origins = list(env.DEV_ORIGINS);
  if (origins.length === 0) return [];
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'DEV_ORIGINS is set with NODE_ENV=production: it opens the page policy to development servers ' +
        'and is only for `npm run dev`. Unset DEV_ORIGINS to start the server.',
    );
  }
  return origins.map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(`DEV_ORIGINS must list origins such as http://localhost:3001 (got "${origin}").`);
    }
    return url.origin;
  });
}

/** SSR_REMOTE_ORIGINS: the http(s) origins whose server bundles may run here (their code gets the server's trust). */
function ssrRemoteOrigins(env: NodeJS.ProcessEnv): string[] {
  return list(env.SSR_REMOTE_ORIGINS).map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(
        `SSR_REMOTE_ORIGINS must list origins such as https://mf-listings.example.be (got "${origin}").`,
      );
    }
    return url.origin;
  });
}

/** REMOTE_OVERRIDES and SSR_REMOTE_OVERRIDES: `name=url` pairs, separated by commas. */
function namedUrls(value: string | undefined): Record<string, string> {
  return Object.fromEntries(
    list(value).map((pair) => {
      const [name = '', url = ''] = pair.split('=');
      return [name.trim(), url.trim()];
    }),
  );
}

/** DATABASE_URL: a PostgreSQL URL, or unset for the SQLite file. */
function databaseUrl(env: NodeJS.ProcessEnv): string | null {
  const url = env.DATABASE_URL;
  if (url === undefined || url === '') return null;
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new ConfigError('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database).');
  }
  // Instances sign cookies and ALTCHA challenges with it: a secret made by each one alone would not
  // be the others', and a session made on one instance would fail on the next.
  if (!env.SESSION_SECRET) {
    throw new ConfigError(
      'DATABASE_URL is set without SESSION_SECRET: every instance on one database must sign with the same ' +
        'secret. Set SESSION_SECRET (32 random bytes, e.g. `openssl rand -hex 32`) on every instance.',
    );
  }
  return url;
}

/** DATABASE_SCHEMA: a plain lower-case name, as it goes into PostgreSQL's search_path unquoted. */
function databaseSchema(env: NodeJS.ProcessEnv): string | null {
  const schema = env.DATABASE_SCHEMA;
  if (schema === undefined || schema === '') return null;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    throw new ConfigError('DATABASE_SCHEMA must be a lower-case name of letters, digits and _ (such as immo_gent).');
  }
  return schema;
}

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

const TRUST_PROXY_HELP =
  'Set TRUST_PROXY to the addresses of the load balancers in front of this instance, as addresses or CIDR ' +
  'ranges (TRUST_PROXY=10.0.1.5,10.0.1.6 or TRUST_PROXY=10.0.0.0/8; uniquelocal stands for every private ' +
  'range), or leave it unset when clients connect directly.';

/**
 * TRUST_PROXY: whose X-Forwarded-For to believe — the named balancers' only (the client address is the
 * last one a trusted hop added). `true`, anyone's, would let a client write its own address and change
 * it at will, past the rate limits and the login throttle; a number of hops cannot tell a balancer
 * from a client that reaches the instance directly (Fastify 5 ignores one). Both are refused.
 */
function trustProxy(env: NodeJS.ProcessEnv): string[] {
  const value = env.TRUST_PROXY?.trim() ?? '';
  if (['', 'false', '0'].includes(value.toLowerCase())) return [];
  if (value.toLowerCase() === 'true') {
    throw new ConfigError(
      `TRUST_PROXY=true would believe the X-Forwarded-For of any client, which could then give itself any address. ${TRUST_PROXY_HELP}`,
    );
  }
  if (/^\d+$/.test(value)) {
    throw new ConfigError(
      `TRUST_PROXY=${value} is a number of hops, which cannot tell a load balancer from a client that reaches ` +
        `this instance directly. ${TRUST_PROXY_HELP}`,
    );
  }
  const entries = list(value);
  const wrong = entries.find((entry) => !isProxyRange(entry));
  if (wrong !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: "${wrong}" is not an address or a CIDR range (a /0 range would trust everyone). ${TRUST_PROXY_HELP}`,
    );
  }
  return entries;
}

/** HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS: the headers within the first, the whole request within the second. */
function requestTimeouts(env: NodeJS.ProcessEnv): { headersTimeoutMs: number; requestTimeoutMs: number } {
  const headersTimeoutMs = positiveInteger('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 10_000);
  const requestTimeoutMs = positiveInteger('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 30_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      'HEADERS_TIMEOUT_MS is longer than REQUEST_TIMEOUT_MS: the whole request includes its headers, so it cannot take less.',
    );
  }
  return { headersTimeoutMs, requestTimeoutMs };
}

/** PICTURE_STORE: folder (default) or database; an S3-compatible bucket is not there yet. */
function pictureStore(env: NodeJS.ProcessEnv): 'folder' | 'database' {
  const store = env.PICTURE_STORE || 'folder';
  if (store !== 'folder' && store !== 'database')
    throw new ConfigError(`PICTURE_STORE must be folder or database (got "${store}").`);
  return store;
}

/**
 * IMPORT_ALLOW_PRIVATE_HOSTS=1: the importer may fetch from loopback and private addresses, for a
 * feed served on this machine or the local network while testing. Never in production: a feed
 * could then make the server read its own network (cloud metadata, admin pages).
 */
function importAllowPrivateHosts(env: NodeJS.ProcessEnv): boolean {
  const allow = flag('IMPORT_ALLOW_PRIVATE_HOSTS', env.IMPORT_ALLOW_PRIVATE_HOSTS);
  if (allow && env.NODE_ENV === 'production') {
    throw new ConfigError(
      'IMPORT_ALLOW_PRIVATE_HOSTS is set with NODE_ENV=production: it lets a feed make the server fetch ' +
        'from its own network and is only for local testing. Unset it to start the server.',
    );
  }
  return allow;
}

/** A count the server cannot work without a sane value of (e.g. a rate limit). */
function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new ConfigError(`${name} must be a whole number from 1 up.`);
  return number;
}

/** An on/off setting: 1 or true, 0 or false, or unset (off); anything else is a typo to report. */
function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ConfigError(`${name} must be 1 or 0 (true or false).`);
}

/** IMPORT_FEED_URL, IMPORT_FORMAT, IMPORT_MODE, IMPORT_EVERY: the scheduled pull, or null without a URL. */
function importSchedule(env: NodeJS.ProcessEnv): ImportScheduleConfig | null {
  const feedUrl = env.IMPORT_FEED_URL;
  if (feedUrl === undefined || feedUrl === '') return null;
  if (!URL.canParse(feedUrl) || !/^https?:$/.test(new URL(feedUrl).protocol))
    throw new ConfigError(`IMPORT_FEED_URL must be an http(s) URL (got "${feedUrl}").`);
  const format = env.IMPORT_FORMAT || null;
  if (format !== null && format !== 'json' && format !== 'kyero')
    throw new ConfigError('IMPORT_FORMAT must be json or kyero, or unset to guess it from the feed.');
  const mode = env.IMPORT_MODE || 'full';
  if (mode !== 'full' && mode !== 'delta') throw new ConfigError('IMPORT_MODE must be full or delta.');
  const every = everyMs(env.IMPORT_EVERY ?? '15m');
  if (every === null)
    throw new ConfigError('IMPORT_EVERY must be a whole number of s, m or h, a minute or more (such as 15m).');
  return { feedUrl, format, mode, everyMs: every };
}

/** IMPORT_MAX_WITHDRAW_SHARE: a share between 0 and 1 (default 0.3, 30 % of the catalogue). */
function withdrawShare(env: NodeJS.ProcessEnv): number {
  const value = env.IMPORT_MAX_WITHDRAW_SHARE;
  if (value === undefined || value === '') return 0.3;
  const share = Number(value);
  if (!(share >= 0 && share <= 1))
    throw new ConfigError('IMPORT_MAX_WITHDRAW_SHARE must be a share from 0 to 1 (such as 0.3 for 30 %).');
  return share;
}

/** IMPORT_PUSH_SECRET: long enough that a CRM's signature cannot be guessed; unset: no push endpoint. */
function pushSecret(env: NodeJS.ProcessEnv): string | null {
  const secret = env.IMPORT_PUSH_SECRET;
  if (secret === undefined || secret === '') return null;
  if (secret.length < 32)
    throw new ConfigError('IMPORT_PUSH_SECRET must be 32 characters or more (e.g. `openssl rand -hex 32`).');
  return secret;
}

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A secret generated on first start and kept in the data folder, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Configuration from environment variables, with defaults that run on a fresh clone.
 * `apiRoot` is the api/ folder: data lives in api/data, the built site beside it.
 */
export function loadConfig(apiRoot: string, env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const work = altchaWork(env);
  const devServers = devOrigins(env);
  const ssrOrigins = ssrRemoteOrigins(env);
  const proxies = trustProxy(env);
  const timeouts = requestTimeouts(env);
  const database = databaseUrl(env);
  const imports = { schedule: importSchedule(env), pushSecret: pushSecret(env), share: withdrawShare(env) };
  const dataDir = resolve(env.DATA_DIR ?? join(apiRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 8080);
  const smtpHost = env.SMTP_HOST;
  const sessionSecret = env.SESSION_SECRET ?? storedSecret(dataDir);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    siteOrigin: env.SITE_ORIGIN ?? `http://localhost:${port}`,
    dataDir,
    databaseFile: resolve(env.DATABASE_FILE ?? join(dataDir, 'immo.sqlite')),
    databaseUrl: database,
    databaseSchema: databaseSchema(env),
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          timeoutMs: positiveInteger('SMTP_TIMEOUT_MS', env.SMTP_TIMEOUT_MS, 5000),
          ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
          ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
        }
      : null,
    mailFrom: env.MAIL_FROM ?? 'Immo Lys <noreply@immolys.be>',
    agencyMail: env.AGENCY_MAIL ?? 'info@immolys.be',
    agencyLanguage: isLang(env.AGENCY_LANGUAGE) ? env.AGENCY_LANGUAGE : 'nl',
    sessionSecret,
    // Its own secret when given; else derived from the session secret, so every instance that
    // shares SESSION_SECRET (behind a load balancer) verifies the others' challenges.
    altchaSecret: env.ALTCHA_HMAC_KEY || createHmac('sha256', sessionSecret).update('altcha challenges').digest('hex'),
    altchaWork: work,
    corsOrigins: list(env.CORS_ORIGINS),
    staticRoot: env.STATIC_ROOT === '' ? null : resolve(env.STATIC_ROOT ?? join(apiRoot, '..')),
    remoteOverrides: namedUrls(env.REMOTE_OVERRIDES),
    ssrRemoteOverrides: namedUrls(env.SSR_REMOTE_OVERRIDES),
    ssrRemoteOrigins: ssrOrigins,
    ssrRemoteRecheckMs: positiveInteger('SSR_REMOTE_RECHECK_MS', env.SSR_REMOTE_RECHECK_MS, DEFAULT_RECHECK_MS),
    devOrigins: devServers,
    logLevel: env.LOG_LEVEL ?? 'info',
    leadsPerMinute: positiveInteger('LEADS_PER_MINUTE', env.LEADS_PER_MINUTE, 10),
    outboxIntervalMs: Number(env.OUTBOX_INTERVAL_MS ?? 5000),
    outboxLeaseMs: positiveInteger('OUTBOX_LEASE_MS', env.OUTBOX_LEASE_MS, 10 * 60_000),
    slotBudgetMs: positiveInteger('SSR_SLOT_BUDGET_MS', env.SSR_SLOT_BUDGET_MS, 150),
    mailConcurrency: positiveInteger('MAIL_CONCURRENCY', env.MAIL_CONCURRENCY, 4),
    trustProxy: proxies,
    ...timeouts,
    demo: flag('DEMO', env.DEMO),
    production: env.NODE_ENV === 'production',
    ownerPurgeIntervalMs: positiveInteger('OWNER_PURGE_INTERVAL_MS', env.OWNER_PURGE_INTERVAL_MS, 15 * 60_000),
    pictureStore: pictureStore(env),
    pictureLimits: {
      maxBytes: positiveInteger('PICTURE_MAX_BYTES', env.PICTURE_MAX_BYTES, 15 * 1024 * 1024),
      maxPerProperty: positiveInteger('PICTURE_MAX_PER_PROPERTY', env.PICTURE_MAX_PER_PROPERTY, 60),
      timeoutMs: positiveInteger('PICTURE_FETCH_TIMEOUT_MS', env.PICTURE_FETCH_TIMEOUT_MS, 30_000),
    },
    importAllowPrivateHosts: importAllowPrivateHosts(env),
    cataloguePollMs: positiveInteger('CATALOGUE_POLL_MS', env.CATALOGUE_POLL_MS, 5000),
    importSchedule: imports.schedule,
    importPushSecret: imports.pushSecret,
    importMaxWithdrawShare: imports.share,
  };
}

/**
 * `loadConfig` for the server's start: a configuration it must not start with (ConfigError) is
 * printed as one clear line and ends the process with exit code 1, without a stack.
 */
export function loadConfigOrExit(
  apiRoot: string,
  env: NodeJS.ProcessEnv = process.env,
  exit: (code: number) => never = (code) => process.exit(code),
  report: (message: string) => void = (message) => console.error(message),
): ApiConfig {
  try {
    return loadConfig(apiRoot, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    report(`@immo/api will not start: ${error.message}`);
    return exit(1);
  }
}
