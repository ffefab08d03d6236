import { LANGUAGES } from '@immo/shared';
import { z } from 'zod';
import { SHORTEST_EVERY_MS, everyMs } from '../import/schedule/every.js';
import { DEFAULT_RECHECK_MS } from '../site/slots/manifest-recheck.js';
import {
  envVariable,
  flag,
  httpUrl,
  list,
  milliseconds,
  namedUrlList,
  oneOf,
  pathOrEmpty,
  optionalOneOf,
  optionalText,
  originList,
  readWith,
  secret,
  share,
  text,
  wholeNumber,
} from './env-values.js';
import { trustProxy } from './trust-proxy.js';

const PORT_RANGE = { min: 1, max: 65_535 };

/** The PostgreSQL schema goes into search_path unquoted: a plain lower-case name only. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

const EVERY_ALLOWED = `a whole number of s, m or h, ${SHORTEST_EVERY_MS / 60_000} minute or more (90s, 15m, 2h)`;

/**
 * Every environment variable the API reads, in the order of api/README's table: its type, default,
 * allowed values and meaning. What holds between variables (production, the database) is in env-schema.ts.
 */
export const ENV_VARIABLES = z.object({
  PORT: wholeNumber(8080, { min: 0, max: 65_535 }).describe('the port it listens on (0: any free port)'),
  HOST: text('0.0.0.0', 'an address or host name').describe('the address it listens on'),
  SITE_ORIGIN: httpUrl('http://localhost:PORT').describe(
    'public origin, for links in mails and canonical URLs; `https://…` turns on Secure cookies and HSTS',
  ),
  DATA_DIR: optionalText('api/data', { type: 'path', allowed: 'a folder' }).describe(
    'database, picture cache, mail outbox files, session secret',
  ),
  DATABASE_FILE: optionalText('DATA_DIR/immo.sqlite', { type: 'path', allowed: 'a file' }).describe(
    'the SQLite file (when `DATABASE_URL` is not set); its folder is made on first start',
  ),
  DATABASE_URL: envVariable(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a PostgreSQL URL (postgres://user:password@host:5432/database)' })
      .optional(),
    { type: 'URL', allowed: 'postgres://user:password@host:5432/immo', default: 'none (SQLite)', secret: true },
  ).describe(
    'PostgreSQL instead of SQLite, shared by every instance; needs `SESSION_SECRET`. 10 connections per instance',
  ),
  DATABASE_SCHEMA: envVariable(
    z
      .string()
      .regex(SCHEMA_NAME, { error: 'must be a lower-case name of letters, digits and _ (such as immo_gent)' })
      .optional(),
    { type: 'text', allowed: 'lower-case letters, digits and _ (immo_gent)', default: 'none (`public`)' },
  ).describe(
    "with `DATABASE_URL`: the schema of this site's tables, created on first start; several sites on one database",
  ),
  SMTP_HOST: optionalText('none', { allowed: 'a host name or address' }).describe(
    'SMTP server; without one, mails are written as `.eml` files to DATA_DIR/outbox',
  ),
  SMTP_PORT: wholeNumber(587, PORT_RANGE).describe("the SMTP server's port"),
  SMTP_SECURE: flag().describe('`1`: TLS from the start (port 465); else STARTTLS when the server offers it'),
  SMTP_USER: optionalText('none').describe('SMTP login'),
  SMTP_PASSWORD: secret('none').describe('SMTP password'),
  SMTP_TIMEOUT_MS: milliseconds(5000).describe(
    'how long connecting to the SMTP server and its greeting may take; an idle connection gets 4 times as long (see "Mail")',
  ),
  MAIL_CONCURRENCY: wholeNumber(4).describe(
    'mails the outbox sends at once (SMTP connections open together); lower it if the provider allows fewer per account',
  ),
  MAIL_FROM: text('Immo Lys <noreply@immolys.be>', 'a mail address, with a name or not').describe(
    'the sender of every mail',
  ),
  AGENCY_MAIL: text('info@immolys.be', 'a mail address').describe("the agency's inbox, which receives the leads"),
  AGENCY_LANGUAGE: oneOf(LANGUAGES, 'nl').describe('the language of the mails the agency itself receives'),
  SESSION_SECRET: secret('generated and stored in DATA_DIR/session-secret').describe(
    'cookie signing secret; required with `DATABASE_URL`, the same on every instance',
  ),
  ALTCHA_HMAC_KEY: secret('derived from the session secret').describe(
    'HMAC secret that signs the ALTCHA challenges of `GET /api/altcha` (give every instance the same one)',
  ),
  CORS_ORIGINS: list('origins, comma-separated').describe(
    'origins that may also read the owner portal and page-view answers (no credentials); embedding needs none of it: public reads and leads answer any origin (see "Cross-origin" below)',
  ),
  ALTCHA_TEST_EASY: flag().describe(
    "**tests only**: `1` makes every ALTCHA challenge ask a token amount of work (one PBKDF2 round, at most 10 derivations), so the API and browser tests solve it at once; payloads are still verified and spent. `e2e/serve-site.mjs` and the API's test apps set it. Refused with `NODE_ENV=production`",
  ),
  LEADS_PER_MINUTE: wholeNumber(10).describe(
    'form submissions (`POST /api/leads/*`) one client may send a minute; more are answered 429 (the browser tests, all from one address, raise it)',
  ),
  REMOTE_OVERRIDES: namedUrlList('mf-search=https://cdn…/mf-manifest.json').describe(
    'remotes.json entries pointing elsewhere',
  ),
  SSR_REMOTE_ORIGINS: originList('https://mf-listings.example.be', "none (the site's own files only)").describe(
    'origins whose remote **server** bundles this server loads and runs to render slots. That code runs with the server\'s full trust (its database, its secrets): name only origins you would deploy the API from (see `SECURITY.md`, "Remote code on the server"). A server manifest on any other origin is refused without being fetched; its slot is rendered in the browser',
  ),
  SSR_REMOTE_OVERRIDES: namedUrlList('mf-forms=https://…/mf-manifest.json').describe(
    "where a remote's server bundle's manifest is, when not in `server/` beside its browser manifest (the build puts it there, so a `REMOTE_OVERRIDES` entry usually needs none); an empty URL (`mf-forms=`) leaves that remote to the browser",
  ),
  SSR_SLOT_BUDGET_MS: milliseconds(150).describe(
    "how long a page waits for one slot's server render (DESIGN §7); a slot over it (or whose remote is missing or throws) is sent empty and rendered by the browser, so a page never fails or waits long for a remote",
  ),
  SSR_REMOTE_RECHECK_MS: milliseconds(DEFAULT_RECHECK_MS).describe(
    "how often, at most, the server reads a remote's server manifest again: a redeployed remote is rendered with its new code within this long, without a restart (a file read for the site's own remotes, one small request for another origin)",
  ),
  DEV_ORIGINS: originList('http://localhost:3001').describe(
    "**`npm run dev` only** (it sets it): origins of the webpack-dev-servers the pages' CSP then allows for scripts, styles and fetches, with their `ws:` websockets. Refused with `NODE_ENV=production`",
  ),
  STATIC_ROOT: pathOrEmpty('the repository root').describe(
    'where `shell/dist` and `mf-*/dist` are; empty serves the API alone',
  ),
  TRUST_PROXY: trustProxy().describe(
    "behind load balancers: their addresses or CIDR ranges (`10.0.1.5,10.0.1.6`, `10.0.0.0/8`, `fd00::/8`), or `uniquelocal` (every private range); the client address is then the last one a listed balancer added to X-Forwarded-For, so what a client writes there itself is ignored. `true` (anyone's header), a number of hops (cannot tell a balancer from a client that connects directly; Fastify 5 ignores one) or a /0 range is refused at start with one line saying what to write. Unset, `false` or `0`: the socket's address",
  ),
  HEADERS_TIMEOUT_MS: milliseconds(10_000).describe(
    "how long a client may take to send a request's headers; past that it is answered 408 and its connection closed (checked every second). Not longer than `REQUEST_TIMEOUT_MS`",
  ),
  REQUEST_TIMEOUT_MS: milliseconds(30_000).describe(
    "how long a client may take to send a whole request, its body included; past that it is answered 408. A connection on which nothing moves either way is closed after twice this; a handler's own time is not limited (`src/http/timeouts.ts`)",
  ),
  DEMO: flag().describe('`1`: demo mode (the root `npm start` sets it): the demo owners above are seeded'),
  NODE_ENV: optionalText('none', { allowed: 'production, or anything else' }).describe(
    '`production`: the server refuses to start with demo owner accounts (unless `DEMO=1`), `ALTCHA_TEST_EASY`, `DEV_ORIGINS` or `IMPORT_ALLOW_PRIVATE_HOSTS`',
  ),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info').describe(
    'pino level (see "Logs")',
  ),
  OUTBOX_INTERVAL_MS: milliseconds(5000).describe('how often the mail worker looks for mails to send'),
  OUTBOX_LEASE_MS: milliseconds(10 * 60_000).describe(
    'how long an instance\'s claim on the mails of one outbox round holds: a killed instance\'s mails go out this long after, from another (see "Mail")',
  ),
  OWNER_PURGE_INTERVAL_MS: milliseconds(15 * 60_000).describe(
    "how often ended sessions, used or expired reset links, old reset-link counts and login-throttle rows, and past days' page-view visitor hashes are deleted",
  ),
  CATALOGUE_POLL_MS: milliseconds(5000).describe(
    'how often each instance reads the catalogue version (one primary-key row); when an import anywhere (another instance, the CLI) raised it, the instance reloads its catalogue — lists, search index, sitemap, ETags and rendered pages follow — without a restart (see "Catalogue refresh, scheduled pull and push")',
  ),
  IMPORT_FEED_URL: httpUrl('none', { secret: true }).describe(
    "the agency's feed: one instance at a time fetches and imports it every `IMPORT_EVERY` (public addresses only, as every URL a feed names). Never printed: it may carry a key",
  ),
  IMPORT_EVERY: envVariable(readWith(everyMs, `must be ${EVERY_ALLOWED}`).prefault('15m'), {
    type: 'duration',
    allowed: EVERY_ALLOWED,
    default: '15m',
  }).describe('how often the feed is pulled'),
  IMPORT_FORMAT: optionalOneOf(['json', 'kyero'], 'guessed').describe(
    '`json` (our immo-feed) or `kyero` (Kyero v3 XML); unset: XML is read as Kyero, anything else as JSON',
  ),
  IMPORT_MODE: oneOf(['full', 'delta'], 'full').describe(
    "`full` (a property the feed no longer names is withdrawn) or `delta` (upserts and the feed's `withdrawn` list)",
  ),
  IMPORT_MAX_WITHDRAW_SHARE: share(0.3).describe(
    "the share of a source's properties one scheduled or CLI import may withdraw; more is refused (`--force` on the CLI), so a truncated feed cannot empty the site",
  ),
  IMPORT_PUSH_SECRET: secret('none', 32).describe(
    'shared with a CRM that pushes its changes (`openssl rand -hex 32`): enables `POST /api/import/events` (unset: that route does not exist, 404)',
  ),
  PICTURE_STORE: oneOf(['folder', 'database'], 'folder').describe(
    'where imported pictures are kept: `folder` (DATA_DIR/imported-media; give every instance the same folder, e.g. a shared volume) or `database` (the `picture_blobs` table, read by every instance with no shared folder). An S3-compatible bucket is the next store (see "Pictures of an import")',
  ),
  PICTURE_MAX_BYTES: wholeNumber(15 * 1024 * 1024, { type: 'bytes', shownDefault: '15728640 (15 MiB)' }).describe(
    'the largest picture an import downloads: more is refused from its Content-Length, or the download aborted once past it',
  ),
  PICTURE_MAX_PER_PROPERTY: wholeNumber(60).describe(
    'pictures of one property an import takes, in feed order; the rest are left out and reported',
  ),
  PICTURE_FETCH_TIMEOUT_MS: milliseconds(30_000).describe(
    "how long one picture's download may take, redirects included",
  ),
  IMPORT_ALLOW_PRIVATE_HOSTS: flag().describe(
    '**local testing only**: `1` lets the importer fetch feeds and pictures from loopback and private addresses (a feed served on this machine). Refused with `NODE_ENV=production`',
  ),
});
