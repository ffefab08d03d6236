/**
 * The import side of load.bench.ts's "list during imports": imports a feed of IMPORT_COUNT generated
 * properties (our JSON format, no pictures) into the bench server's database, first as it is, then
 * again and again with the prices of a share of them changed, until the given time. Prints one JSON
 * line per run.
 *
 * Usage: node --conditions=source --import tsx bench/import-loop.ts <data dir> <until epoch ms> [changed share, 0–1]
 * (BENCH_DATABASE_URL: the PostgreSQL database instead of the data dir's SQLite file)
 */
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { generateCatalogue } from '@immo/shared/data';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { benchFeedText, importBenchFeed } from './bench-feed.js';

const IMPORT_COUNT = 10_000;
const [dataDir = '', until = '0', changedShare = '1'] = process.argv.slice(2);
/** The records whose price changes on each run after the first (the others come again unchanged). */
const changed = Math.round(IMPORT_COUNT * Number(changedShare));

const apiRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.BENCH_DATABASE_URL;
const config = loadConfig(apiRoot, {
  DATA_DIR: dataDir,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  LOG_LEVEL: 'silent',
  SESSION_SECRET: 'bench',
});
const db = await openDatabase(config);
const records = generateCatalogue(IMPORT_COUNT);
try {
  for (let run = 0; run === 0 || Date.now() < Number(until); run += 1) {
    const started = performance.now();
    const report = await importBenchFeed(db, benchFeedText(records, 'bench-loop', { priceShift: run * 1000, changed }));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      JSON.stringify({ run, outcome: report.outcome, added: report.added, updated: report.updated, seconds }),
    );
  }
} finally {
  await db.destroy();
}
