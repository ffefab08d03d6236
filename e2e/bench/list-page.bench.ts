/**
 * List-page benchmark (issue: "the list stays usable with 10,000 properties in the database: the
 * time to the first rendered card of a list page in Chromium, and the JS transferred for the page").
 *
 * Serves the built site as `npm start` does with the sample catalogue plus 10,000 generated
 * properties, and for a few list pages prints the median of RUNS cold loads (a new browser context
 * each, phone viewport): the time from navigation start to the first property card (a
 * MutationObserver installed before any script runs), the list API's time (Resource Timing), the JS
 * transferred as Chromium got it (brotli) and as a gzip-only browser would (the budget's unit), and
 * mf-listings' share. Asserts nothing. Uses the existing build. BENCH_RUNS (default 5).
 */
import { chromium, type Browser } from '@playwright/test';
import { withConsentDecided } from '../support/consent.js';
import { gzipSize, startSite } from './built-site.js';

const GENERATED = 10_000;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PAGES: Array<[string, string]> = [
  ['for sale, page 1', '/for-sale/'],
  ['for sale, Gent, 3+ bedrooms (nl)', '/nl/te-koop/?city=Gent%7C9000&minBedrooms=3'],
  ['for sale, price high to low, page 40', '/for-sale/?sort=price-desc&page=40'],
  ['for rent, map view', '/for-rent/?view=map'],
  ['home (latest properties module)', '/'],
];
const CARD = '#slot-mf-listings article.immo-card';

type Load = { firstCard: number; api: number; transferred: number; listings: number; urls: string[] };

async function load(browser: Browser, origin: string, path: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  // A visitor who answered the cookie dialog: the dialog is not what is measured.
  await withConsentDecided(context);
  await context.addInitScript((card) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(card)) {
        Object.assign(window, { __firstCard: performance.now() });
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, CARD);
  const page = await context.newPage();
  // Map tiles and anything else off this machine are not part of the measure (and must not be asked).
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort());
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForSelector(CARD, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const measured = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      firstCard: (window as unknown as { __firstCard: number }).__firstCard,
      api: Math.max(
        0,
        ...entries.filter((entry) => entry.name.includes('/api/properties')).map((entry) => entry.duration),
      ),
      scripts: entries
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
    };
  });
  await context.close();
  const sum = (list: Array<{ bytes: number }>) => list.reduce((total, script) => total + script.bytes, 0);
  return {
    firstCard: measured.firstCard,
    api: measured.api,
    transferred: sum(measured.scripts),
    listings: sum(measured.scripts.filter((script) => script.url.includes('/remotes/mf-listings/'))),
    urls: measured.scripts.map((script) => script.url),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipTotal = async (urls: string[]) =>
  (await Promise.all(urls.map(gzipSize))).reduce((sum, size) => sum + size.bytes, 0);

async function main(): Promise<void> {
  const site = await startSite({ generatedProperties: GENERATED });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const { total } = (await (await fetch(`${site.origin}/api/properties?pageSize=1`)).json()) as { total: number };
    console.log(`\nList pages with ${total.toLocaleString('en')} properties in the database`);
    console.log(`(phone viewport 390 px, cold cache, median of ${RUNS} loads, Chromium on this machine)\n`);
    const rows = [];
    for (const [label, path] of PAGES) {
      const runs: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await load(browser, site.origin, path));
      const urls = runs[0]!.urls;
      rows.push({
        page: label,
        path,
        'first card': `${Math.round(median(runs.map((r) => r.firstCard)))} ms`,
        'list API': `${Math.round(median(runs.map((r) => r.api)))} ms`,
        'JS (br)': kb(median(runs.map((r) => r.transferred))),
        'of it mf-listings (br)': kb(median(runs.map((r) => r.listings))),
        'JS (gzip)': kb(await gzipTotal(urls)),
        'of it mf-listings (gzip)': kb(await gzipTotal(urls.filter((url) => url.includes('/remotes/mf-listings/')))),
        scripts: urls.length,
      });
    }
    console.table(rows);
  } finally {
    await browser.close();
    await site.stop();
  }
}

await main();
