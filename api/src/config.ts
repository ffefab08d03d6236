import { createHmac } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { Lang } from '@immo/shared';
import { problemLines } from './config/config-problems.js';
import { ENV_SCHEMA, type Env } from './config/env-schema.js';
import { generatedSessionSecret, keepSessionSecret, storedSessionSecret } from './config/session-secret.js';
import { ALTCHA_TEST_WORK, ALTCHA_WORK, type AltchaWork } from './leads/altcha.js';

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

/**
 * A configuration the server must not start with; `loadConfigOrExit` prints each line of its message
 * (one per wrong variable) and exits with 1.
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The environment parsed by its one schema (config/env-schema.ts), or a ConfigError naming every wrong variable. */
function parseEnvironment(env: NodeJS.ProcessEnv): Env {
  const parsed = ENV_SCHEMA.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemLines(parsed.error, env).join('\n'));
  return parsed.data;
}

/** The session secret: SESSION_SECRET, else the one a start kept in the data folder, else a new one to keep. */
function sessionSecretOf(env: Env, dataDir: string): { secret: string; toKeep: boolean } {
  if (env.SESSION_SECRET !== undefined) return { secret: env.SESSION_SECRET, toKeep: false };
  const stored = storedSessionSecret(dataDir);
  return stored === null ? { secret: generatedSessionSecret(), toKeep: true } : { secret: stored, toKeep: false };
}

function smtpOf(env: Env): SmtpConfig | null {
  if (env.SMTP_HOST === undefined) return null;
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    timeoutMs: env.SMTP_TIMEOUT_MS,
    ...(env.SMTP_USER !== undefined ? { user: env.SMTP_USER } : {}),
    ...(env.SMTP_PASSWORD !== undefined ? { password: env.SMTP_PASSWORD } : {}),
  };
}

function importScheduleOf(env: Env): ImportScheduleConfig | null {
  if (env.IMPORT_FEED_URL === undefined) return null;
  return {
    feedUrl: env.IMPORT_FEED_URL,
    format: env.IMPORT_FORMAT ?? null,
    mode: env.IMPORT_MODE,
    everyMs: env.IMPORT_EVERY,
  };
}

/** The configuration of a parsed environment; `apiRoot` places the defaults of the folders. */
function apiConfigOf(env: Env, apiRoot: string, sessionSecret: string): ApiConfig {
  const dataDir = resolve(env.DATA_DIR ?? join(apiRoot, 'data'));
  return {
    port: env.PORT,
    host: env.HOST,
    siteOrigin: env.SITE_ORIGIN ?? `http://localhost:${env.PORT}`,
    dataDir,
    databaseFile: resolve(env.DATABASE_FILE ?? join(dataDir, 'immo.sqlite')),
    databaseUrl: env.DATABASE_URL ?? null,
    databaseSchema: env.DATABASE_SCHEMA ?? null,
    smtp: smtpOf(env),
    mailFrom: env.MAIL_FROM,
    agencyMail: env.AGENCY_MAIL,
    agencyLanguage: env.AGENCY_LANGUAGE,
    sessionSecret,
    // Its own secret when given; else derived from the session secret, so every instance that
    // shares SESSION_SECRET (behind a load balancer) verifies the others' challenges.
    altchaSecret: env.ALTCHA_HMAC_KEY ?? createHmac('sha256', sessionSecret).update('altcha challenges').digest('hex'),
    altchaWork: env.ALTCHA_TEST_EASY ? ALTCHA_TEST_WORK : ALTCHA_WORK,
    corsOrigins: env.CORS_ORIGINS,
    staticRoot: env.STATIC_ROOT === '' ? null : resolve(env.STATIC_ROOT ?? join(apiRoot, '..')),
    remoteOverrides: env.REMOTE_OVERRIDES,
    ssrRemoteOverrides: env.SSR_REMOTE_OVERRIDES,
    ssrRemoteOrigins: env.SSR_REMOTE_ORIGINS,
    ssrRemoteRecheckMs: env.SSR_REMOTE_RECHECK_MS,
    devOrigins: env.DEV_ORIGINS,
    logLevel: env.LOG_LEVEL,
    leadsPerMinute: env.LEADS_PER_MINUTE,
    outboxIntervalMs: env.OUTBOX_INTERVAL_MS,
    outboxLeaseMs: env.OUTBOX_LEASE_MS,
    slotBudgetMs: env.SSR_SLOT_BUDGET_MS,
    mailConcurrency: env.MAIL_CONCURRENCY,
    trustProxy: env.TRUST_PROXY,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    demo: env.DEMO,
    production: env.NODE_ENV === 'production',
    ownerPurgeIntervalMs: env.OWNER_PURGE_INTERVAL_MS,
    pictureStore: env.PICTURE_STORE,
    pictureLimits: {
      maxBytes: env.PICTURE_MAX_BYTES,
      maxPerProperty: env.PICTURE_MAX_PER_PROPERTY,
      timeoutMs: env.PICTURE_FETCH_TIMEOUT_MS,
    },
    importAllowPrivateHosts: env.IMPORT_ALLOW_PRIVATE_HOSTS,
    cataloguePollMs: env.CATALOGUE_POLL_MS,
    importSchedule: importScheduleOf(env),
    importPushSecret: env.IMPORT_PUSH_SECRET ?? null,
    importMaxWithdrawShare: env.IMPORT_MAX_WITHDRAW_SHARE,
  };
}

/** The configuration, and the generated session secret a server's start is to keep (null: none to keep). */
function readConfig(apiRoot: string, env: NodeJS.ProcessEnv): { config: ApiConfig; secretToKeep: string | null } {
  const parsed = parseEnvironment(env);
  const dataDir = resolve(parsed.DATA_DIR ?? join(apiRoot, 'data'));
  const { secret, toKeep } = sessionSecretOf(parsed, dataDir);
  return { config: apiConfigOf(parsed, apiRoot, secret), secretToKeep: toKeep ? secret : null };
}

/**
 * Configuration from environment variables, with defaults that run on a fresh clone. It writes
 * nothing: a session secret it had to generate lives in this process only (`loadServerConfig` keeps
 * it). `apiRoot` is the api/ folder: data lives in api/data, the built site beside it.
 */
export function loadConfig(apiRoot: string, env: NodeJS.ProcessEnv = process.env): ApiConfig {
  return readConfig(apiRoot, env).config;
}

type Exit = (code: number) => never;
type Report = (message: string) => void;

const processExit: Exit = (code) => process.exit(code);
const consoleReport: Report = (message) => console.error(message);

/**
 * `loadConfig` for a start: a configuration it must not start with (ConfigError) is printed as one
 * clear line per wrong variable and ends the process with exit code 1, without a stack.
 */
export function loadConfigOrExit(
  apiRoot: string,
  env: NodeJS.ProcessEnv = process.env,
  exit: Exit = processExit,
  report: Report = consoleReport,
): ApiConfig {
  return orExit(() => loadConfig(apiRoot, env), exit, report);
}

/**
 * `loadConfigOrExit` for the server's start (and the import CLI, which signs mailed links): a session
 * secret generated for want of SESSION_SECRET is kept in the data folder, so that the next start,
 * and the other processes on the same folder, sign with it too.
 */
export function loadServerConfig(
  apiRoot: string,
  env: NodeJS.ProcessEnv = process.env,
  exit: Exit = processExit,
  report: Report = consoleReport,
): ApiConfig {
  const { config, secretToKeep } = orExit(() => readConfig(apiRoot, env), exit, report);
  if (secretToKeep === null || keepSessionSecret(config.dataDir, secretToKeep)) return config;
  // Another process kept its own secret first (two starts at once): use that one.
  return loadConfig(apiRoot, env);
}

function orExit<T>(load: () => T, exit: Exit, report: Report): T {
  try {
    return load();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    for (const line of error.message.split('\n')) report(`@immo/api will not start: ${line}`);
    return exit(1);
  }
}
