import { isLang, type Lang } from '@immo/shared';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type SmtpConfig = { host: string; port: number; secure: boolean; user?: string; password?: string };

export type ApiConfig = {
  port: number;
  host: string;
  /** The public origin of the site, for links in mails and canonical URLs. */
  siteOrigin: string;
  dataDir: string;
  databaseFile: string;
  /** SMTP server; when absent, mails are written as .eml files under dataDir/outbox. */
  smtp: SmtpConfig | null;
  mailFrom: string;
  agencyMail: string;
  /** The language of the mails the agency itself receives. */
  agencyLanguage: Lang;
  sessionSecret: string;
  /** Origins allowed to call the API from the browser (sites that embed our widgets). */
  corsOrigins: string[];
  /** Where the built shell and remotes are; null serves the API alone. */
  staticRoot: string | null;
  /** remote name → manifest URL overrides of remotes.json. */
  remoteOverrides: Record<string, string>;
  logLevel: string;
  /** Timers of the mail worker; tests shorten them. */
  outboxIntervalMs: number;
  trustProxy: boolean;
};

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
  const dataDir = resolve(env.DATA_DIR ?? join(apiRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const port = Number(env.PORT ?? 8080);
  const smtpHost = env.SMTP_HOST;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    siteOrigin: env.SITE_ORIGIN ?? `http://localhost:${port}`,
    dataDir,
    databaseFile: resolve(env.DATABASE_FILE ?? join(dataDir, 'immo.sqlite')),
    smtp: smtpHost
      ? {
          host: smtpHost,
          port: Number(env.SMTP_PORT ?? 587),
          secure: env.SMTP_SECURE === 'true',
          ...(env.SMTP_USER ? { user: env.SMTP_USER } : {}),
          ...(env.SMTP_PASSWORD ? { password: env.SMTP_PASSWORD } : {}),
        }
      : null,
    mailFrom: env.MAIL_FROM ?? 'Immo Lys <noreply@immolys.be>',
    agencyMail: env.AGENCY_MAIL ?? 'info@immolys.be',
    agencyLanguage: isLang(env.AGENCY_LANGUAGE) ? env.AGENCY_LANGUAGE : 'nl',
    sessionSecret: env.SESSION_SECRET ?? storedSecret(dataDir),
    corsOrigins: list(env.CORS_ORIGINS),
    staticRoot: env.STATIC_ROOT === '' ? null : resolve(env.STATIC_ROOT ?? join(apiRoot, '..')),
    remoteOverrides: Object.fromEntries(
      list(env.REMOTE_OVERRIDES).map((pair) => {
        const [name = '', url = ''] = pair.split('=');
        return [name.trim(), url.trim()];
      }),
    ),
    logLevel: env.LOG_LEVEL ?? 'info',
    outboxIntervalMs: Number(env.OUTBOX_INTERVAL_MS ?? 5000),
    trustProxy: env.TRUST_PROXY === 'true',
  };
}
