import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig, loadConfigOrExit } from '../src/config.js';

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

describe('CAPTCHA_TEST_ANSWER (browser tests only)', () => {
  it('is off unless set, and lower-cased when set', () => {
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir }).captchaTestAnswer).toBeNull();
    expect(loadConfig(apiRoot, { DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: '' }).captchaTestAnswer).toBeNull();
    expect(
      loadConfig(apiRoot, { DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: 'E2E42', NODE_ENV: 'test' }).captchaTestAnswer,
    ).toBe('e2e42');
  });

  it('refuses to start with it in production, before touching the data folder', () => {
    const env = { DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: 'e2e42', NODE_ENV: 'production' };
    expect(() => loadConfig(apiRoot, env)).toThrow(ConfigError);
    expect(() => loadConfig(apiRoot, env)).toThrow(/CAPTCHA_TEST_ANSWER.*NODE_ENV=production/);
    expect(existsSync(dataDir)).toBe(false);
  });

  it('refuses an answer a visitor could not type in the form', () => {
    for (const answer of ['two words', 'x'.repeat(13), 'ünï']) {
      expect(() => loadConfig(apiRoot, { DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: answer })).toThrow(
        /1 to 12 letters or digits/,
      );
    }
  });

  it('ends the start with one clear line and exit code 1, not a stack', () => {
    const reported: string[] = [];
    const exit = jest.fn((code: number): never => {
      throw new Error(`exit ${code}`);
    });
    expect(() =>
      loadConfigOrExit(
        apiRoot,
        { DATA_DIR: dataDir, CAPTCHA_TEST_ANSWER: 'e2e42', NODE_ENV: 'production' },
        exit,
        (message) => reported.push(message),
      ),
    ).toThrow('exit 1');
    expect(exit).toHaveBeenCalledWith(1);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toMatch(/^@immo\/api will not start: CAPTCHA_TEST_ANSWER is set with NODE_ENV=production/);
    expect(reported[0]).not.toMatch(/\n\s+at /);
  });

  it('starts normally in production without it', () => {
    const exit = jest.fn((): never => {
      throw new Error('exit');
    });
    const config = loadConfigOrExit(apiRoot, { DATA_DIR: dataDir, NODE_ENV: 'production' }, exit);
    expect(config.captchaTestAnswer).toBeNull();
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
