import type { SlotRenderer } from '../src/site/composition/compose-page.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import type { Challenge } from 'altcha-lib';
import type { Kysely } from 'kysely';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseLocation } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { seedCatalogue } from '../src/db/seed-catalogue.js';
import { seedExtras } from '../src/catalogue/seed-extras.js';
import type { MailTransport, OutgoingMail } from '../src/mail/transport.js';
import { seedOwners } from '../src/owners/seed-owners.js';
import { altchaPayload } from './altcha-payload.js';
import { createTestDatabase } from './test-database.js';

export type TestClock = { now: () => Date; advance: (ms: number) => void };

export function testClock(start = new Date('2026-11-22T10:00:00Z')): TestClock {
  let offset = 0;
  return { now: () => new Date(start.getTime() + offset), advance: (ms) => (offset += ms) };
}

export type TestApp = {
  app: App;
  db: Kysely<Database>;
  clock: TestClock;
  sent: OutgoingMail[];
  dataDir: string;
  /** Where its database is: another connection to it stands for another process (a CLI beside a server). */
  database: DatabaseLocation;
  close: () => Promise<void>;
};

/** A real app on a database of its own (test-database.ts) seeded with the sample catalogue; mail is captured unless a transport is given. */
export async function createTestApp(
  options: {
    transport?: MailTransport;
    env?: Record<string, string>;
    seedOwners?: boolean;
    renderSlot?: SlotRenderer;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'immo-api-test-'));
  const database = await createTestDatabase(dataDir);
  const config = loadConfig(join(__dirname, '..'), {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    OUTBOX_INTERVAL_MS: '3600000',
    // Challenges a test solves in milliseconds; the real work is tested in captchas.test.ts.
    ALTCHA_TEST_EASY: '1',
    ...database.env,
    ...options.env,
  });
  const db = await openDatabase(config);
  const clock = testClock();
  await seedCatalogue(db, { properties, propertyTypes, cities, projects, siteConfig, menuPages, regions });
  if (options.seedOwners !== false) await seedOwners(db, properties, clock.now());
  await seedExtras(db, properties, clock.now());
  const sent: OutgoingMail[] = [];
  const transport: MailTransport =
    options.transport ??
    (async (mail) => {
      sent.push(mail);
    });
  const app = await buildApp({
    config,
    db,
    transport,
    now: clock.now,
    logger: false,
    ...(options.renderSlot ? { renderSlot: options.renderSlot } : {}),
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    sent,
    dataDir,
    database,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh ALTCHA challenge of GET /api/altcha, solved as the widget does, as the payload a lead carries. */
export async function solvedAltcha(test: TestApp): Promise<{ altcha: string }> {
  const challenge = (await test.app.inject({ method: 'GET', url: '/api/altcha' })).json() as Challenge;
  return { altcha: await altchaPayload(challenge) };
}
