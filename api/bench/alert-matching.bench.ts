/**
 * Search alert matching benchmark (issue 24: "alert matching for 10,000 alerts against one import of
 * 500 changed properties ≤ 2 s"). A fresh SQLite database with the benchmarks' catalogue (10,049
 * properties) and 10,000 confirmed alerts whose filters are the searches visitors make (a goal; most
 * a town, many a price bound, some bedrooms, a type or EPC labels; half instant, half daily); then one
 * import's changes — 450 properties added and 50 cheaper — are handed to the alerts as an import
 * does. Prints the matching alone (filters made into the list's rule once, every alert asked of every
 * property of its goal) and the whole hand-over (alerts read, matches recorded, the instant alerts'
 * mails rendered and queued in the outbox). Prints figures; asserts nothing.
 * Usage: npm run bench -w @immo/api, or node --conditions=source --import tsx bench/alert-matching.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { cities, properties as sample } from '@immo/shared/data';
import type { CatalogueProperty } from '@immo/shared';
import { alertMailer } from '../src/alerts/alert-mailer.js';
import { ALERT_CONSENT_TEXT } from '../src/alerts/create-alert.js';
import { loadLiveAlerts } from '../src/alerts/live-alerts.js';
import { compileAlerts, matchAlerts } from '../src/alerts/match-alerts.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { createTranslator } from '../src/i18n/translator.js';
import { seedLargeCatalogue } from './large-catalogue.js';

const ALERTS = 10_000;
const ADDED = 450;
const CHEAPER = 50;
const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dir = mkdtempSync(join(tmpdir(), 'immo-alert-bench-'));
const config = loadConfig(apiRoot, { DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' });

/** A deterministic sequence, so two runs measure the same alerts. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** A search as a visitor makes one: the list's URL parameters. */
function search(next: () => number): Record<string, string> {
  const goal = next() < 0.7 ? 'sale' : 'rent';
  const params: Record<string, string> = { goal };
  const city = cities[Math.floor(next() * cities.length)]!;
  if (next() < 0.75) params.city = `${city.Name}|${city.Zip}`;
  const top = goal === 'sale' ? 200_000 + Math.floor(next() * 12) * 50_000 : 600 + Math.floor(next() * 12) * 100;
  if (next() < 0.6) params.maxPrice = String(top);
  if (next() < 0.3) params.minBedrooms = String(1 + Math.floor(next() * 4));
  if (next() < 0.1) params.type = String(1 + Math.floor(next() * 5));
  if (next() < 0.1) params.epc = 'a_plus,a,b';
  return params;
}

async function seedAlerts(db: Awaited<ReturnType<typeof openDatabase>>) {
  const next = random(24);
  const at = new Date().toISOString();
  const rows = Array.from({ length: ALERTS }, (_, index) => ({
    email: `visitor${index}@example.be`,
    language: LANGUAGES[index % LANGUAGES.length]!,
    frequency: index % 2 === 0 ? 'instant' : 'daily',
    filters: JSON.stringify(search(next)),
    consent_text: ALERT_CONSENT_TEXT,
    created_at: at,
    confirmed_at: at,
    ended_at: null,
    last_digest_at: null,
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500) {
      await trx
        .insertInto('search_alerts')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  });
}

/** The import's changes: properties of the generated catalogue, some added, some cheaper. */
async function changes(db: Awaited<ReturnType<typeof openDatabase>>) {
  const rows = await db
    .selectFrom('properties')
    .select('record')
    .where(
      'id',
      'not in',
      sample.map((property) => property.ID),
    )
    .limit(ADDED + CHEAPER)
    .execute();
  const changed = rows.map((row) => JSON.parse(row.record) as CatalogueProperty);
  const cheaper = changed.slice(ADDED).filter((property) => property.Price !== null);
  return {
    changed,
    changes: {
      added: changed.slice(0, ADDED).map((property) => property.ID),
      priceDrops: cheaper.map((property) => ({ id: property.ID, from: property.Price! + 10_000, to: property.Price! })),
    },
  };
}

const db = await openDatabase(config);
try {
  const total = await seedLargeCatalogue(db);
  await seedAlerts(db);
  const { changed, changes: imported } = await changes(db);

  const alerts = await loadLiveAlerts(db);
  const matchStart = performance.now();
  const compiled = compileAlerts(alerts);
  const matches = matchAlerts(
    compiled,
    changed.map((property) => ({ property, reason: 'new' as const })),
  );
  const matchMs = performance.now() - matchStart;

  const translate = await createTranslator();
  const afterImport = alertMailer(db, {
    siteOrigin: 'https://www.immolys.example',
    translate,
    linkSecret: 'bench',
    now: () => new Date(),
  });
  const handStart = performance.now();
  await afterImport(imported);
  const handMs = performance.now() - handStart;
  const queued = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('kind', '=', 'search-alert')
    .executeTakeFirstOrThrow();

  console.log(
    `Alert matching (SQLite, ${total} properties, ${alerts.length} alerts, ${changed.length} changed properties):`,
  );
  console.log(`  matching alone: ${matchMs.toFixed(0)} ms, ${matches.length} matches (target ≤ 2000 ms)`);
  console.log(
    `  whole hand-over after an import: ${handMs.toFixed(0)} ms (alerts read, matches recorded, ${Number(queued.count)} instant mails rendered and queued)`,
  );
} finally {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
}
