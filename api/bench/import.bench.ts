/**
 * `npm run bench -w @immo/api` (last part): the catalogue import of 10,000 properties without pictures,
 * on SQLite and on a throwaway PostgreSQL cluster: a first import (target ≥ 1,000 records/s, feed
 * parsing included), the same feed again (nothing changes: target ≤ 5 s), a feed where 500 prices
 * dropped, and one where every price changed as a server instance runs it (the schedule, a CRM's
 * push), with the reload of its catalogue after it: there the longest time its event loop stood still
 * (no visitor answered) is printed too. Prints one table.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { cities, generateCatalogue, menuPages, projects, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { startPostgresCluster, type PostgresCluster } from '../../scripts/lib/postgres-cluster.mjs';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { openDatabase, type DatabaseLocation } from '../src/db/database.js';
import { seedCatalogue } from '../src/db/seed-catalogue.js';
import type { ImportReport } from '../src/import/import-report.js';
import { benchFeedText, importBenchFeed, importBenchFeedInServer } from './bench-feed.js';

const COUNT = 10_000;
const DROPS = 500;
const TARGET_RATE = 1_000;
const TARGET_UNCHANGED_S = 5;

type Row = {
  database: string;
  run: string;
  seconds: number;
  rate: number;
  report: ImportReport;
  target: string;
  /** In a server: the event loop's longest stall and its 99th percentile, ms. */
  stall?: { max: number; p99: number };
};

async function timed(database: string, run: string, text: string, db: Awaited<ReturnType<typeof openDatabase>>) {
  const started = performance.now();
  const report = await importBenchFeed(db, text);
  const seconds = (performance.now() - started) / 1000;
  return { database, run, seconds, rate: COUNT / seconds, report };
}

/** An import as a server instance runs it, then its catalogue's reload, watching the event loop throughout. */
async function inServer(database: string, run: string, text: string, db: Awaited<ReturnType<typeof openDatabase>>) {
  const catalogue = await Catalogue.load(db);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  const report = await importBenchFeedInServer(db, text);
  await catalogue.withChangesSince(db, report.catalogueVersion - 1);
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  const stall = { max: loop.max / 1e6, p99: loop.percentile(99) / 1e6 };
  return { database, run, seconds, rate: COUNT / seconds, report, stall };
}

async function benchOn(database: string, location: DatabaseLocation): Promise<Row[]> {
  const db = await openDatabase(location);
  try {
    await seedCatalogue(db, { properties: [], propertyTypes, cities, projects, siteConfig, menuPages, regions });
    const catalogue = generateCatalogue(COUNT);
    const first = benchFeedText(catalogue, 'bench', { publicIds: true });
    const dropped = benchFeedText(
      catalogue.map((property, index) =>
        index < DROPS && property.Price ? { ...property, Price: Math.round(property.Price * 0.95) } : property,
      ),
      'bench',
      { publicIds: true },
    );
    const imported = await timed(database, `first import of ${COUNT}`, first, db);
    const again = await timed(database, 'the same feed again', first, db);
    const drops = await timed(database, `${DROPS} prices dropped`, dropped, db);
    const every = benchFeedText(catalogue, 'bench', { publicIds: true, priceShift: 1000 });
    const server = await inServer(database, 'every price, in a server', every, db);
    return [
      { ...imported, target: `≥ ${TARGET_RATE} records/s: ${imported.rate >= TARGET_RATE ? 'met' : 'MISSED'}` },
      { ...again, target: `≤ ${TARGET_UNCHANGED_S} s: ${again.seconds <= TARGET_UNCHANGED_S ? 'met' : 'MISSED'}` },
      { ...drops, target: '' },
      { ...server, target: '(with the reload after it)' },
    ];
  } finally {
    await db.destroy();
  }
}

function printTable(rows: Row[]): void {
  console.log(
    '\ndatabase    run                          seconds  records/s   added updated unchanged  longest stall (p99)  target',
  );
  for (const row of rows) {
    console.log(
      [
        row.database.padEnd(11),
        row.run.padEnd(28),
        row.seconds.toFixed(2).padStart(7),
        Math.round(row.rate).toString().padStart(10),
        String(row.report.added).padStart(7),
        String(row.report.updated).padStart(7),
        String(row.report.unchanged).padStart(9),
        (row.stall ? `${Math.round(row.stall.max)} ms (${Math.round(row.stall.p99)} ms)` : '').padStart(20),
        ` ${row.target}`,
      ].join(' '),
    );
  }
}

async function main(): Promise<void> {
  console.log(`import bench: ${COUNT} properties without pictures, our JSON format, full mode (parse + import)`);
  const dir = mkdtempSync(join(tmpdir(), 'immo-import-bench-'));
  let cluster: PostgresCluster | null = null;
  process.once('SIGINT', () => cluster?.stop());
  try {
    const sqlite = await benchOn('SQLite', { databaseUrl: null, databaseFile: join(dir, 'bench.sqlite') });
    cluster = await startPostgresCluster();
    const postgres = await benchOn('PostgreSQL', {
      databaseUrl: cluster.url,
      databaseSchema: 'bench_import',
      databaseFile: '',
    });
    printTable([...sqlite, ...postgres]);
  } finally {
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
