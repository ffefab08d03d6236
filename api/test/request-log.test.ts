import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { seedCatalogue } from '../src/db/seed-catalogue.js';
import { loggableUrl } from '../src/log/safe-url.js';
import { LEVEL, type LogLine } from './outbox-fixtures.js';
import { createTestDatabase } from './test-database.js';

const SECRET = 'Sup3rS3cretValue';

/** The app with its real logger at info, writing into `lines`. */
async function loggingApp(lines: LogLine[]): Promise<{ app: App; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-log-'));
  const database = await createTestDatabase(dataDir);
  const config = loadConfig(join(__dirname, '..'), {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    STATIC_ROOT: '',
    OUTBOX_INTERVAL_MS: '3600000',
    ...database.env,
  });
  const db = await openDatabase(config);
  const removeAll = async () => {
    await db.destroy();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await seedCatalogue(db, { properties, propertyTypes, cities, projects, siteConfig, menuPages, regions });
    const logStream = { write: (line: string) => lines.push(JSON.parse(line)) };
    const app = await buildApp({ config, db, logStream });
    await app.ready();
    return { app, close: () => app.close().then(removeAll) };
  } catch (error) {
    await removeAll();
    throw error;
  }
}

describe('the server log', () => {
  it('writes one info line per request, without secrets from the query, cookies or authorization', async () => {
    const lines: LogLine[] = [];
    const { app, close } = await loggingApp(lines);
    try {
      const headers = { cookie: `immo_session=${SECRET}`, authorization: `Bearer ${SECRET}` };
      const urls = [
        `/api/health?token=${SECRET}&lang=nl`,
        `/api/properties?email=${SECRET}%40example.be&goal=sale`,
        `/api/owner/session?anything=${SECRET}`,
        `/api/%6Fwner/session?x=${SECRET}`,
      ];
      for (const url of urls) await app.inject({ method: 'GET', url, headers });

      const requests = lines.filter((line) => line.req);
      expect(requests.map((line) => [line.level, line.msg])).toEqual(urls.map(() => [LEVEL.info, 'request completed']));
      expect(new Set(requests.map((line) => line.reqId)).size).toBe(urls.length);
      expect(requests.map((line) => (line.req as { url: string }).url)).toEqual([
        '/api/health?token=[redacted]&lang=nl',
        '/api/properties?email=[redacted]&goal=sale',
        '/api/owner/session?[redacted]',
        '/api/%6Fwner/session?[redacted]',
      ]);
      expect(requests[0]).toMatchObject({ req: { method: 'GET' }, res: { statusCode: 200 } });
      expect(JSON.stringify(lines)).not.toContain(SECRET);
    } finally {
      await close();
    }
  });
});

describe('loggableUrl', () => {
  it('keeps a URL without secrets as it is', () => {
    expect(loggableUrl('/nl/te-koop/?city=Gent%7C9000&page=2')).toBe('/nl/te-koop/?city=Gent%7C9000&page=2');
    expect(loggableUrl('/api/owner/session')).toBe('/api/owner/session');
  });

  it('redacts secret parameters however they are spelled', () => {
    expect(loggableUrl('/x?resetToken=a&%74oken=b&Reset=c&e-mail=d&password&q=1')).toBe(
      '/x?resetToken=[redacted]&%74oken=[redacted]&Reset=[redacted]&e-mail=[redacted]&password=[redacted]&q=1',
    );
  });

  it("leaves out the whole query of the owner portal's routes and of a path that does not decode", () => {
    expect(loggableUrl('//API/Owner/login?next=%2F')).toBe('//API/Owner/login?[redacted]');
    expect(loggableUrl('/api/owner?a=1')).toBe('/api/owner?[redacted]');
    expect(loggableUrl('/%C0%AF?a=1')).toBe('/%C0%AF?[redacted]');
    expect(loggableUrl('/api/owners-guide?a=1')).toBe('/api/owners-guide?a=1');
  });
});
