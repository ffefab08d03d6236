import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config.js';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'immo-picture-config-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig(dataDir, { DATA_DIR: dataDir, SESSION_SECRET: 'x', ...env });

describe('the configuration of imported pictures', () => {
  it('keeps them in a folder, with limits on size, count and time, by default', () => {
    const config = load({});
    expect(config.pictureStore).toBe('folder');
    expect(config.pictureLimits).toEqual({ maxBytes: 15 * 1024 * 1024, maxPerProperty: 60, timeoutMs: 30_000 });
    expect(config.importAllowPrivateHosts).toBe(false);
  });

  it('takes the database as their store, and its own limits', () => {
    const config = load({
      PICTURE_STORE: 'database',
      PICTURE_MAX_BYTES: '1000',
      PICTURE_MAX_PER_PROPERTY: '5',
      PICTURE_FETCH_TIMEOUT_MS: '2000',
    });
    expect(config.pictureStore).toBe('database');
    expect(config.pictureLimits).toEqual({ maxBytes: 1000, maxPerProperty: 5, timeoutMs: 2000 });
  });

  it.each<Record<string, string>>([
    { PICTURE_STORE: 's3' },
    { PICTURE_MAX_BYTES: '0' },
    { PICTURE_MAX_PER_PROPERTY: 'many' },
  ])('refuses %p', (env) => {
    expect(() => load(env)).toThrow(ConfigError);
  });

  it('allows private hosts for local testing, never in production', () => {
    expect(load({ IMPORT_ALLOW_PRIVATE_HOSTS: '1' }).importAllowPrivateHosts).toBe(true);
    expect(() => load({ IMPORT_ALLOW_PRIVATE_HOSTS: '1', NODE_ENV: 'production' })).toThrow(
      /IMPORT_ALLOW_PRIVATE_HOSTS/,
    );
  });
});
