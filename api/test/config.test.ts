import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, loadConfigOrExit, loadServerConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { ALTCHA_WORK } from '../src/leads/altcha.js';

const apiRoot = join(__dirname, '..');
let dataDir: string;
beforeEach(() => {
  dataDir = join(mkdtempSync(join(tmpdir(), 'immo-config-')), 'data');
});
afterEach(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

describe('DEV_ORIGINS (npm run dev only)', () => {
  it('is empty unless set, and lists origins when set', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).devOrigins).toEqual([]);
    expect(
      loadConfig(apiRoot, { DATA_DIR: dataDir, DEV_ORIGINS: 'http://localhost:3000, http://localhost:3001/' })
        .devOrigins,
    ).toEqual(['http://localhost:3000', 'http://localhost:3001']);
  });

  it('refuses anything but an origin, and refuses production', () => {
    for (const origin of ['localhost:3001', 'http://localhost:3001/path', 'ftp://localhost', 'http://localhost:*']) {
      expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, DEV_ORIGINS: origin })).toThrow(/DEV_ORIGINS must list/);
    }
    const env = { DATA_DIR: dataDir, DEV_ORIGINS: 'http://localhost:3001', NODE_ENV: 'production' };
    expect(() => loadConfig(apiRoot, env)).toThrow(/DEV_ORIGINS.*NODE_ENV=production/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('remote server bundles (SSR_REMOTE_ORIGINS, SSR_REMOTE_OVERRIDES, SSR_REMOTE_RECHECK_MS)', () => {
  it("trusts the site's own files only unless origins are named, and lists named origins", () => {
    const config = loadConfig(apiRoot, { DATA_DIR: dataDir });
    expect(config).toMatchObject({ ssrRemoteOrigins: [], ssrRemoteOverrides: {}, ssrRemoteRecheckMs: 10_000 });
    const env = {
      DATA_DIR: dataDir,
      SSR_REMOTE_ORIGINS: 'https://mf-listings.example.be, http://ssr.internal:8081/',
      SSR_REMOTE_OVERRIDES: 'mf-listings=https://mf-listings.example.be/server/mf-manifest.json,mf-forms=',
      SSR_REMOTE_RECHECK_MS: '30000',
    };
    expect(loadConfig(apiRoot, env)).toMatchObject({
      ssrRemoteOrigins: ['https://mf-listings.example.be', 'http://ssr.internal:8081'],
      ssrRemoteOverrides: { 'mf-listings': 'https://mf-listings.example.be/server/mf-manifest.json', 'mf-forms': '' },
      ssrRemoteRecheckMs: 30_000,
    });
  });

  it('refuses anything but an origin, and a recheck interval that is not a whole number of ms', () => {
    for (const origin of ['mf-listings.example.be', 'https://cdn.example.be/mf-listings', 'file:///srv', '*']) {
      expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, SSR_REMOTE_ORIGINS: origin })).toThrow(
        /SSR_REMOTE_ORIGINS must list origins/,
      );
    }
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, SSR_REMOTE_RECHECK_MS: '0' })).toThrow(
      /SSR_REMOTE_RECHECK_MS/,
    );
  });
});

describe('ALTCHA_TEST_EASY (tests only)', () => {
  it('asks the real work unless set to 1', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).altchaWork).toEqual(ALTCHA_WORK);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, ALTCHA_TEST_EASY: '' }).altchaWork).toEqual(ALTCHA_WORK);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, ALTCHA_TEST_EASY: '0' }).altchaWork).toEqual(ALTCHA_WORK);
    const easy = loadConfig(apiRoot, { DATA_DIR: dataDir, ALTCHA_TEST_EASY: '1', NODE_ENV: 'test' }).altchaWork;
    expect(easy.cost * easy.maxCounter).toBeLessThan(ALTCHA_WORK.cost * ALTCHA_WORK.minCounter);
  });

  it('refuses to start with it in production, before touching the data folder', () => {
    const env = { DATA_DIR: dataDir, ALTCHA_TEST_EASY: '1', NODE_ENV: 'production' };
    expect(() => loadConfig(apiRoot, env)).toThrow(ConfigError);
    expect(() => loadConfig(apiRoot, env)).toThrow(/ALTCHA_TEST_EASY.*NODE_ENV=production/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses another value', () => {
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, ALTCHA_TEST_EASY: 'yes' })).toThrow(
      /ALTCHA_TEST_EASY must be 1 or 0 \(true or false\) \(given "yes"\)/,
    );
  });

  it('ends the start with one clear line and exit code 1, not a stack', () => {
    const reported: string[] = [];
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() =>
      loadConfigOrExit(apiRoot, { DATA_DIR: dataDir, ALTCHA_TEST_EASY: '1', NODE_ENV: 'production' }, exit, (message) =>
        reported.push(message),
      ),
    ).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^@immo\/api will not start: ALTCHA_TEST_EASY is set with NODE_ENV=production/);
    expect(reported[0]).not.toMatch(/\n\s+at /);
  });

  it('starts normally in production without it', () => {
    const exit = jest.fn((): never => {
      throw new Error('exit');
    });
    const config = loadConfigOrExit(apiRoot, { DATA_DIR: dataDir, NODE_ENV: 'production' }, exit);
    expect(config.altchaWork).toEqual(ALTCHA_WORK);
    expect(exit).not.toHaveBeenCalled();
  });
});

describe('ALTCHA secret', () => {
  it('takes ALTCHA_HMAC_KEY, else derives one from the session secret (the same on every instance)', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, ALTCHA_HMAC_KEY: 'k'.repeat(32) }).altchaSecret).toBe(
      'k'.repeat(32),
    );
    const a = loadConfig(apiRoot, { DATA_DIR: dataDir, SESSION_SECRET: 'one secret' });
    const b = loadConfig(apiRoot, { DATA_DIR: dataDir, SESSION_SECRET: 'one secret' });
    const c = loadConfig(apiRoot, { DATA_DIR: dataDir, SESSION_SECRET: 'another secret' });
    expect(a.altchaSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(a.altchaSecret).toBe(b.altchaSecret);
    expect(a.altchaSecret).not.toBe(c.altchaSecret);
    expect(a.altchaSecret).not.toContain('one secret');
  });
});

describe('LEADS_PER_MINUTE', () => {
  it('is 10 a minute per client unless set', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).leadsPerMinute).toBe(10);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, LEADS_PER_MINUTE: '60' }).leadsPerMinute).toBe(60);
  });

  it('refuses a value that would switch the guard off or make no sense', () => {
    for (const value of ['0', '-5', '2.5', 'many']) {
      expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, LEADS_PER_MINUTE: value })).toThrow(
        /LEADS_PER_MINUTE must be a whole number/,
      );
    }
  });
});

describe('mail settings', () => {
  it('waits 5 s for an SMTP connection and greeting, and sends 4 mails at once, unless set', () => {
    const smtp = { DATA_DIR: dataDir, SMTP_HOST: 'mail.example.be' };
    expect(loadConfig(apiRoot, smtp).smtp?.timeoutMs).toBe(5000);
    expect(loadConfig(apiRoot, { ...smtp, SMTP_TIMEOUT_MS: '2000' }).smtp?.timeoutMs).toBe(2000);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).mailConcurrency).toBe(4);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, MAIL_CONCURRENCY: '2' }).mailConcurrency).toBe(2);
  });

  it('refuses a timeout or a concurrency that is not a whole number from 1 up', () => {
    for (const value of ['0', '-1', 'soon']) {
      expect(() =>
        loadConfig(apiRoot, { DATA_DIR: dataDir, SMTP_HOST: 'mail.example.be', SMTP_TIMEOUT_MS: value }),
      ).toThrow(/SMTP_TIMEOUT_MS must be a whole number/);
      expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, MAIL_CONCURRENCY: value })).toThrow(
        /MAIL_CONCURRENCY must be a whole number/,
      );
    }
  });
});

describe('the database (SQLite, or PostgreSQL for several instances)', () => {
  const postgres = { DATA_DIR: '', DATABASE_URL: 'postgres://immo:secret@db.internal:5432/immo' };

  it('is the SQLite file unless DATABASE_URL names a PostgreSQL database', () => {
    const sqlite = loadConfig(apiRoot, { DATA_DIR: dataDir });
    expect(sqlite.databaseUrl).toBeNull();
    expect(sqlite.databaseFile).toBe(join(dataDir, 'immo.sqlite'));
    const shared = loadConfig(apiRoot, {
      ...postgres,
      DATA_DIR: dataDir,
      SESSION_SECRET: 's',
      DATABASE_SCHEMA: 'immo_gent',
    });
    expect(shared.databaseUrl).toBe(postgres.DATABASE_URL);
    expect(shared.databaseSchema).toBe('immo_gent');
  });

  it('refuses DATABASE_URL without SESSION_SECRET: every instance must sign with the same one', () => {
    expect(() => loadConfig(apiRoot, { ...postgres, DATA_DIR: dataDir })).toThrow(
      /DATABASE_URL is set without SESSION_SECRET/,
    );
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, and a schema name that is not a plain name', () => {
    const env = { DATA_DIR: dataDir, SESSION_SECRET: 's' };
    expect(() => loadConfig(apiRoot, { ...env, DATABASE_URL: 'mysql://db/immo' })).toThrow(
      /DATABASE_URL must be a PostgreSQL URL/,
    );
    for (const schema of ['Immo', 'immo; drop table leads', '1immo']) {
      expect(() =>
        loadConfig(apiRoot, { ...env, DATABASE_URL: postgres.DATABASE_URL, DATABASE_SCHEMA: schema }),
      ).toThrow(/DATABASE_SCHEMA must be a lower-case name/);
    }
  });

  it('holds outbox claims 10 minutes unless OUTBOX_LEASE_MS says otherwise', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).outboxLeaseMs).toBe(600_000);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, OUTBOX_LEASE_MS: '1000' }).outboxLeaseMs).toBe(1000);
  });
});

describe('TRUST_PROXY (the load balancers whose X-Forwarded-For names the client)', () => {
  const trusted = (value: string | undefined) =>
    loadConfig(apiRoot, { DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

  it('trusts no one unless set, and the listed addresses, ranges and named ranges when set', () => {
    for (const off of [undefined, '', 'false', '0']) expect(trusted(off)).toEqual([]);
    expect(trusted('10.0.1.5, 10.0.1.6')).toEqual(['10.0.1.5', '10.0.1.6']);
    expect(trusted('10.0.0.0/8,fd00::/8,2001:db8::7')).toEqual(['10.0.0.0/8', 'fd00::/8', '2001:db8::7']);
    expect(trusted('uniquelocal')).toEqual(['uniquelocal']);
  });

  it('refuses true (anyone) and a number of hops, saying what to write instead', () => {
    expect(() => trusted('true')).toThrow(ConfigError);
    expect(() => trusted('TRUE')).toThrow(/TRUST_PROXY must not be true/);
    expect(() => trusted('true')).toThrow(
      /TRUST_PROXY must not be true, which would believe the X-Forwarded-For of any client/,
    );
    expect(() => trusted('true')).toThrow(/Set TRUST_PROXY to the addresses of the load balancers.*10\.0\.0\.0\/8/);
    for (const hops of ['1', '2']) {
      expect(() => trusted(hops)).toThrow(/TRUST_PROXY must not be a number of hops.*Set TRUST_PROXY to/);
    }
  });

  it('refuses what is not an address or a range, and a range of the whole internet', () => {
    for (const value of [
      'balancer.internal',
      '10.0.0.0/33',
      'fd00::/129',
      '10.0.0.0/8/8',
      '10.0.0.0/',
      '0.0.0.0/0',
      '::/0',
    ]) {
      expect(() => trusted(value)).toThrow(/TRUST_PROXY lists ".*", which is not an address or a CIDR range/);
    }
  });
});

describe('HEADERS_TIMEOUT_MS and REQUEST_TIMEOUT_MS (how long a client may take to send a request)', () => {
  it('gives the headers 10 s and the whole request 30 s unless told otherwise', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir })).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
    });
    expect(
      loadConfig(apiRoot, { DATA_DIR: dataDir, HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '20000' }),
    ).toMatchObject({ headersTimeoutMs: 5000, requestTimeoutMs: 20_000 });
  });

  it('refuses a limit that is not a whole number of milliseconds, and headers given longer than the whole', () => {
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, REQUEST_TIMEOUT_MS: '0' })).toThrow(
      /REQUEST_TIMEOUT_MS must be/,
    );
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, HEADERS_TIMEOUT_MS: '1.5' })).toThrow(
      /HEADERS_TIMEOUT_MS must be/,
    );
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      /HEADERS_TIMEOUT_MS is longer than REQUEST_TIMEOUT_MS/,
    );
  });
});

describe('the defaults', () => {
  it('run on a fresh clone', () => {
    const secret = expect.stringMatching(/^[0-9a-f]{64}$/);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir })).toEqual({
      port: 8080,
      host: '0.0.0.0',
      siteOrigin: 'http://localhost:8080',
      dataDir,
      databaseFile: join(dataDir, 'immo.sqlite'),
      databaseUrl: null,
      databaseSchema: null,
      smtp: null,
      mailFrom: 'Immo Lys <noreply@immolys.be>',
      agencyMail: 'info@immolys.be',
      agencyLanguage: 'nl',
      sessionSecret: secret,
      altchaSecret: secret,
      altchaWork: ALTCHA_WORK,
      corsOrigins: [],
      staticRoot: resolve(apiRoot, '..'),
      remoteOverrides: {},
      ssrRemoteOverrides: {},
      ssrRemoteOrigins: [],
      ssrRemoteRecheckMs: 10_000,
      devOrigins: [],
      logLevel: 'info',
      leadsPerMinute: 10,
      outboxIntervalMs: 5000,
      outboxLeaseMs: 600_000,
      slotBudgetMs: 150,
      mailConcurrency: 4,
      trustProxy: [],
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      demo: false,
      production: false,
      ownerPurgeIntervalMs: 900_000,
      pictureStore: 'folder',
      pictureLimits: { maxBytes: 15 * 1024 * 1024, maxPerProperty: 60, timeoutMs: 30_000 },
      importAllowPrivateHosts: false,
      cataloguePollMs: 5000,
      importSchedule: null,
      importPushSecret: null,
      importMaxWithdrawShare: 0.3,
    });
  });

  it('takes an SMTP server with its login', () => {
    const env = { DATA_DIR: dataDir, SMTP_HOST: 'mail.example.be', SMTP_USER: 'immo', SMTP_PASSWORD: 'pw' };
    expect(loadConfig(apiRoot, env).smtp).toEqual({
      host: 'mail.example.be',
      port: 587,
      secure: false,
      timeoutMs: 5000,
      user: 'immo',
      password: 'pw',
    });
  });
});

describe('numbers, flags and words: read one way for every variable', () => {
  it('reads every flag as 1 or true, 0 or false', () => {
    const smtp = { DATA_DIR: dataDir, SMTP_HOST: 'mail.example.be' };
    for (const on of ['1', 'true']) expect(loadConfig(apiRoot, { ...smtp, SMTP_SECURE: on }).smtp?.secure).toBe(true);
    for (const off of ['0', 'false', '']) {
      expect(loadConfig(apiRoot, { ...smtp, SMTP_SECURE: off }).smtp?.secure).toBe(false);
    }
    expect(() => loadConfig(apiRoot, { ...smtp, SMTP_SECURE: 'yes' })).toThrow(/SMTP_SECURE must be 1 or 0/);
  });

  it('refuses what is not a whole number in range, for every number', () => {
    for (const name of ['PORT', 'SMTP_PORT', 'OUTBOX_INTERVAL_MS', 'PICTURE_MAX_BYTES']) {
      expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, [name]: 'soon' })).toThrow(
        new RegExp(`^${name} must be a whole number`),
      );
    }
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, PORT: '70000' })).toThrow(
      /PORT must be a whole number from 0 to 65535 \(given "70000"\)/,
    );
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, PORT: '0' }).port).toBe(0);
  });

  it('refuses a word that is not one it knows, rather than falling back', () => {
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, AGENCY_LANGUAGE: 'es' })).toThrow(
      /AGENCY_LANGUAGE must be one of en, nl, fr, de \(given "es"\)/,
    );
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, AGENCY_LANGUAGE: 'fr' }).agencyLanguage).toBe('fr');
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL must be one of/);
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, SITE_ORIGIN: 'www.immolys.be' })).toThrow(
      /SITE_ORIGIN must be an http\(s\) URL/,
    );
  });

  it('counts an empty variable as unset, but an empty STATIC_ROOT serves the API alone', () => {
    const empty = { HOST: '', LOG_LEVEL: '', LEADS_PER_MINUTE: '', AGENCY_LANGUAGE: '', SESSION_SECRET: '' };
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, ...empty })).toMatchObject({
      host: '0.0.0.0',
      logLevel: 'info',
      leadsPerMinute: 10,
      agencyLanguage: 'nl',
      sessionSecret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, STATIC_ROOT: '' }).staticRoot).toBeNull();
  });

  it('keeps a URL with = whole in REMOTE_OVERRIDES, and refuses an entry without a name', () => {
    const url = 'https://cdn.example.be/mf-listings/mf-manifest.json?v=2';
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, REMOTE_OVERRIDES: `mf-listings=${url}` }).remoteOverrides).toEqual({
      'mf-listings': url,
    });
    expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, REMOTE_OVERRIDES: `=${url}` })).toThrow(
      /REMOTE_OVERRIDES must be name=URL pairs/,
    );
  });
});

describe('a wrong environment at start (loadConfigOrExit)', () => {
  /** What a start with `env` prints before it exits with 1. */
  function refusedStart(env: NodeJS.ProcessEnv): string[] {
    const reported: string[] = [];
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() => loadConfigOrExit(apiRoot, env, exit, (message) => reported.push(message))).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    return reported;
  }

  it('prints one line per wrong variable: its name, what it must be, what was given', () => {
    const env = { DATA_DIR: dataDir, SMTP_SECURE: 'yes', LEADS_PER_MINUTE: '0', PICTURE_STORE: 's3' };
    expect(refusedStart(env)).toEqual([
      '@immo/api will not start: SMTP_SECURE must be 1 or 0 (true or false) (given "yes")',
      '@immo/api will not start: LEADS_PER_MINUTE must be a whole number from 1 up (given "0")',
      '@immo/api will not start: PICTURE_STORE must be one of folder, database (given "s3")',
    ]);
  });

  it('says what production refuses beside the other wrong variables, one line for a variable wrong twice', () => {
    const env = {
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      ALTCHA_TEST_EASY: '1',
      DEV_ORIGINS: 'localhost:3001',
      LOG_LEVEL: 'verbose',
    };
    const lines = refusedStart(env);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^@immo\/api will not start: DEV_ORIGINS must list origins such as .* \(given "localhost:3001"\)$/,
    );
    expect(lines[1]).toMatch(/^@immo\/api will not start: LOG_LEVEL must be one of .* \(given "verbose"\)$/);
    expect(lines[2]).toMatch(/^@immo\/api will not start: ALTCHA_TEST_EASY is set with NODE_ENV=production: /);
  });

  it('never prints a secret, only its length', () => {
    const env = {
      DATA_DIR: dataDir,
      SESSION_SECRET: 's',
      DATABASE_URL: 'mysql://immo:hunter2@db/immo',
      IMPORT_FEED_URL: 'ftp://crm.example.be/feed?key=hunter2',
      IMPORT_PUSH_SECRET: 'hunter2',
    };
    const lines = refusedStart(env);
    expect(lines.join('\n')).not.toContain('hunter2');
    expect(lines).toEqual([
      '@immo/api will not start: DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database) (given a hidden value of 28 characters)',
      '@immo/api will not start: IMPORT_FEED_URL must be an http(s) URL (given a hidden value of 37 characters)',
      '@immo/api will not start: IMPORT_PUSH_SECRET must be 32 characters or more (given a hidden value of 7 characters)',
    ]);
  });
});

describe('loading writes nothing; the server start keeps what it needs', () => {
  const secretFile = () => join(dataDir, 'session-secret');

  it('leaves the file system alone: no data folder, no session secret', () => {
    const parent = join(dataDir, '..');
    const config = loadConfig(apiRoot, { DATA_DIR: dataDir });
    expect(config.sessionSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(parent)).toEqual([]);
    mkdirSync(dataDir);
    loadConfig(apiRoot, { DATA_DIR: dataDir });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('keeps a generated session secret at the server start, which every later load reads', () => {
    const started = loadServerConfig(apiRoot, { DATA_DIR: dataDir });
    expect(readFileSync(secretFile(), 'utf8')).toBe(started.sessionSecret);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).sessionSecret).toBe(started.sessionSecret);
    expect(loadServerConfig(apiRoot, { DATA_DIR: dataDir })).toEqual(started);
  });

  it('keeps no secret when SESSION_SECRET gives one', () => {
    expect(loadServerConfig(apiRoot, { DATA_DIR: dataDir, SESSION_SECRET: 'given' }).sessionSecret).toBe('given');
    expect(existsSync(secretFile())).toBe(false);
  });

  it("makes the SQLite file's folder when the database is opened", async () => {
    const db = await openDatabase(loadConfig(apiRoot, { DATA_DIR: dataDir }));
    await db.destroy();
    expect(existsSync(join(dataDir, 'immo.sqlite'))).toBe(true);
  });
});
