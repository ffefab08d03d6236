/**
 * Site benchmark (issue 23, server-side composition: "LCP ≤ 2.0 s, performance ≥ 95, CLS < 0.05 on
 * home, /nl/te-koop/, a property page, /nl/contact/ and /nl/login/; JS a phone downloads on a first
 * visit (gzip): home ≤ 180 KB, any other page ≤ 220 KB"; accessibility, best practices and SEO 100).
 *
 * Builds the production site (lerna, dependency order), serves it exactly as `npm start` does
 * (`node api/dist/src/main.js`: the API, the built shell and remotes on one port, precompressed
 * .br/.gz static files, pages composed on the server) on a fresh database in a temporary folder, and
 * for those five pages prints:
 *   - from one load in Debian's Chromium (Playwright, the browser's own Accept-Encoding, fresh
 *     cache, until network idle): JS bytes transferred (encoded body sizes of script responses,
 *     i.e. compressed as they went over the wire), request count, copies of React DOM and of the
 *     Module Federation runtime. Chromium sends `Accept-Encoding: gzip, deflate, br, zstd`, so the
 *     server answers brotli; the target is in gzip, so each script the page loaded is
 *     fetched again accepting only gzip/deflate and those encoded bytes are the judged figure
 *     (the brotli bytes Chromium received are printed beside them);
 *   - the median of 3 Lighthouse 13 runs (mobile form factor, default simulated throttling) of the
 *     performance, accessibility, best-practices and SEO scores, LCP, CLS and TBT;
 * and for each page, the scripts and packages that make up its JS bytes.
 * Prints figures; asserts nothing — a missed target is read, not enforced (exit 0 unless something
 * crashed).
 *
 * Why not e2e/serve-site.mjs: it points mf-owner-portal at a probe origin for the redeploy tests.
 * The bench serves what production serves: the same main.js, with the default remotes.json.
 *
 * Environment: BENCH_SKIP_BUILD=1 measures the existing dist folders; BENCH_RUNS (default 3)
 * Lighthouse runs per page (0: the network figures alone); CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { SOURCE_MAP_DIR } from '@immo/build-tools';
import { chromium, type Browser, type Request } from '@playwright/test';
import { countReactCopies } from '../support/react-copies.js';
import { gzipSize, isStopping, ROOT, run, startSite, tempDir } from './built-site.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Math.max(0, Number(process.env.BENCH_RUNS ?? 3));
const QUIET_FLAGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PLAYWRIGHT_ARGS = ['--no-sandbox', '--disable-gpu', ...QUIET_FLAGS];
const LIGHTHOUSE_CHROME_FLAGS = ['--headless=new', '--no-sandbox', ...QUIET_FLAGS];
const LH_CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const LIGHTHOUSE_CLI = join(
  dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli',
  'index.js',
);

const TARGETS = {
  homeJsBytes: 180 * 1024,
  /** Any other page, on a phone's first visit. */
  pageJsBytes: 220 * 1024,
  performance: 95,
  perfect: 100,
  lcpMs: 2000,
  cls: 0.05,
};

/** One loaded copy of the federation runtime-core registers this global (runtime-core/src/global.ts). */
const RUNTIME_MARKER = '__GLOBAL_LOADING_REMOTE_ENTRY__';

type Category = (typeof LH_CATEGORIES)[number];
type ScriptLoad = {
  url: string;
  status: number;
  encoding: string;
  /** Encoded body bytes as Chromium got them (its Accept-Encoding: the server picks br). */
  transferred: number;
  /** Encoded body bytes when the browser accepts only gzip/deflate (the "gzip JS"). */
  gzip: number;
  gzipEncoding: string;
  decoded: number;
  carriesRuntime: boolean;
  body: string;
};
type NetworkFigures = {
  acceptEncoding: string;
  requests: number;
  failedRequests: string[];
  scripts: ScriptLoad[];
  jsTransferred: number;
  jsGzip: number;
  reactCopies: number;
  runtime: { copiesInCode: number; copiesInUse: number; instances: string[] };
};
type LighthouseRun = {
  scores: Record<Category, number | null>;
  lcp: number;
  cls: number;
  tbt: number;
  failing: string[];
};
type PageReport = {
  label: string;
  path: string;
  /** The page's gzip JS budget, where an issue set one. */
  jsBudget?: number;
  /** Measured at a phone's width (the network figures; Lighthouse is a phone anyway). */
  phone?: boolean;
  /** Network figures only: Lighthouse already ran on this address. */
  networkOnly?: boolean;
  network: NetworkFigures;
  /** Gzip bytes per package, read from the source maps right after the load (before any rebuild). */
  byPackage: Array<[string, number]>;
  runs: LighthouseRun[];
};

// ── one load in Chromium: bytes, requests, copies ────────────────────────────────────────────

/**
 * React copies: a stand-in for the React DevTools hook, installed before any script runs. Every
 * copy of React DOM calls `hook.inject(renderer)` once when it is evaluated, so the number of
 * inject calls is the number of React DOM copies on the page (as e2e/tests/remote-deploy.spec.ts).
 *
 * Federation runtime copies, counted two ways:
 *   - in code: every bundled copy of @module-federation/runtime-core evaluates its global.ts, which
 *     registers `globalThis.__GLOBAL_LOADING_REMOTE_ENTRY__` (the name survives minification as a
 *     string; no other @module-federation package contains it). The count is the number of loaded
 *     scripts that carry that string: the host's entry and each remoteEntry.js that bundles its
 *     own runtime (a remote built with an external runtime does not carry it);
 *   - in use: every container (host, each remote) calls the runtime's `init`, which registers a
 *     `ModuleFederation` instance in `__FEDERATION__.__INSTANCES__`. An instance made by another
 *     copy of runtime-core has another constructor (each copy defines its own class), so the
 *     number of distinct constructors is the number of runtime copies actually running. With the
 *     runtime shared (experiments.externalRuntime/provideExternalRuntime) both counts fall to 1.
 */
/** A desktop by default; a page whose budget is set for a phone is measured at a phone's width. */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function measureNetwork(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number } = DESKTOP,
): Promise<NetworkFigures> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await countReactCopies(page);

  let requests = 0;
  let acceptEncoding = '';
  const failedRequests: string[] = [];
  const pending: Array<Promise<void>> = [];
  const scripts: ScriptLoad[] = [];
  page.on('request', () => (requests += 1));
  page.on('requestfailed', (request) => failedRequests.push(`${request.url()} (${request.failure()?.errorText})`));
  page.on('requestfinished', (request: Request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return;
        if (request.resourceType() === 'document' && request.frame() === page.mainFrame() && !acceptEncoding) {
          acceptEncoding = (await request.allHeaders())['accept-encoding'] ?? '(none)';
        }
        if (response.status() >= 400) failedRequests.push(`${request.url()} (HTTP ${response.status()})`);
        if (request.resourceType() !== 'script') return;
        const sizes = await request.sizes();
        const body = (await response.body().catch(() => Buffer.alloc(0))).toString('utf8');
        scripts.push({
          url: request.url(),
          status: response.status(),
          encoding: (await response.allHeaders())['content-encoding'] ?? 'identity',
          transferred: sizes.responseBodySize,
          gzip: 0,
          gzipEncoding: '',
          decoded: Buffer.byteLength(body),
          carriesRuntime: body.includes(RUNTIME_MARKER),
          body,
        });
      })(),
    );
  });

  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await Promise.all(pending);
  const inPage = await page.evaluate(() => {
    type Instance = { constructor: unknown; version?: string; options?: { name?: string } };
    const federation = (globalThis as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
    const instances = federation?.__INSTANCES__ ?? [];
    return {
      reactCopies: (window as unknown as { __reactCopies: unknown[] }).__reactCopies.length,
      runtimeConstructors: new Set(instances.map((instance) => instance.constructor)).size,
      instances: instances.map((instance) => `${instance.options?.name ?? '?'}@${instance.version ?? '?'}`),
    };
  });
  await context.close();
  for (const script of scripts) {
    const { bytes, encoding } = await gzipSize(script.url);
    script.gzip = bytes;
    script.gzipEncoding = encoding;
  }
  scripts.sort((a, b) => b.gzip - a.gzip);
  return {
    acceptEncoding,
    requests,
    failedRequests,
    scripts,
    jsTransferred: scripts.reduce((sum, script) => sum + script.transferred, 0),
    jsGzip: scripts.reduce((sum, script) => sum + script.gzip, 0),
    reactCopies: inPage.reactCopies,
    runtime: {
      copiesInCode: scripts.filter((script) => script.carriesRuntime).length,
      copiesInUse: inPage.runtimeConstructors,
      instances: inPage.instances,
    },
  };
}

// ── Lighthouse ───────────────────────────────────────────────────────────────────────────────

type LighthouseJson = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; title: string; scoreDisplayMode: string }>;
};

/** One Lighthouse CLI run: a fresh Chromium each time, stopped by the CLI itself. */
async function lighthouse(url: string, outDir: string, index: number): Promise<LighthouseRun | null> {
  const output = join(outDir, `lighthouse-${index}.json`);
  const code = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${output}`,
      `--only-categories=${LH_CATEGORIES.join(',')}`,
      `--chrome-flags=${LIGHTHOUSE_CHROME_FLAGS.join(' ')}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (code !== 0 || !existsSync(output)) {
    console.error(`  Lighthouse failed on ${url} (exit ${code})`);
    return null;
  }
  const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseJson;
  if (report.runtimeError) {
    console.error(`  Lighthouse: ${report.runtimeError.code} ${report.runtimeError.message}`);
    return null;
  }
  const scores = Object.fromEntries(
    LH_CATEGORIES.map((category) => {
      const score = report.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  // Weighted audits that did not pass in the categories meant to be 100 (the why of a 92).
  const failing = LH_CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: report.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => `${category}: ${ref.id} — ${audit?.title}`),
  );
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    failing,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

// ── what home's JS is made of (source maps) ──────────────────────────────────────────────────

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters per source file of a source map (a minified file: ~bytes). */
function bytesPerSource(code: string, map: { mappings: string; sources: string[] }): Map<string, number> {
  const result = new Map<string, number>();
  const add = (source: string, count: number) => result.set(source, (result.get(source) ?? 0) + count);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  lines.forEach((line, lineIndex) => {
    const length = line.length + 1;
    let column = 0;
    let cursor = 0;
    let current: string | null = null;
    for (const segment of (mappingLines[lineIndex] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0] ?? 0;
      add(current ?? '(unmapped)', Math.max(0, column - cursor));
      cursor = column;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        current = map.sources[sourceIndex] ?? '(unmapped)';
      } else {
        current = null;
      }
    }
    add(current ?? '(unmapped)', Math.max(0, length - cursor));
  });
  return result;
}

/** "webpack://immo_shell/../node_modules/react-dom/cjs/x.js" → "react-dom"; own code by workspace. */
function packageOf(source: string, workspace: string): string {
  const path = source.replace(/^webpack:\/\/[^/]*\//, '');
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scopeOrName, name] = path.slice(inModules + 'node_modules/'.length).split('/');
    const pkg = scopeOrName?.startsWith('@') ? `${scopeOrName}/${name}` : (scopeOrName ?? path);
    return pkg.startsWith('@module-federation/') ? '@module-federation/* (federation runtime)' : pkg;
  }
  if (/(^|\/)shared\/src\//.test(path)) return '@immo/shared';
  if (source === '(unmapped)') return '(unmapped: webpack/federation glue)';
  if (/^webpack\//.test(path) || !path.includes('/')) return '(webpack runtime)';
  return `${workspace} own code`;
}

/**
 * The built file behind a script URL (/remotes/{name}/x.js → {name}/dist/x.js, else shell/dist)
 * and its source map, kept beside dist/ (SOURCE_MAP_DIR).
 */
function distFile(url: string): { file: string; mapFile: string; workspace: string } {
  const path = decodeURIComponent(new URL(url).pathname);
  const remote = /^\/remotes\/([^/]+)\/(.+)$/.exec(path);
  const [workspace, name] = remote ? [remote[1]!, remote[2]!] : ['shell', path.slice(1)];
  return {
    file: join(ROOT, workspace, 'dist', name),
    mapFile: join(ROOT, workspace, SOURCE_MAP_DIR, `${name}.map`),
    workspace,
  };
}

/**
 * Gzip bytes per npm package: each script's gzip bytes shared among its sources in
 * proportion to the minified characters each produced (an estimate: gzip does not compress every
 * part alike). Scripts without a source map on disk count as a whole.
 */
function contributors(scripts: ScriptLoad[]): Array<[string, number]> {
  const totals = new Map<string, number>();
  const add = (pkg: string, bytes: number) => totals.set(pkg, (totals.get(pkg) ?? 0) + bytes);
  for (const script of scripts) {
    const { file, mapFile, workspace } = distFile(script.url);
    // The size check guards against a rebuild between the load and this read (other builds may run).
    if (!existsSync(mapFile) || !existsSync(file) || statSync(file).size !== script.decoded) {
      add(`(no source map or rebuilt since) ${new URL(script.url).pathname}`, script.gzip);
      continue;
    }
    const perSource = bytesPerSource(script.body, JSON.parse(readFileSync(mapFile, 'utf8')));
    const all = [...perSource.values()].reduce((sum, count) => sum + count, 0) || 1;
    for (const [source, count] of perSource) add(packageOf(source, workspace), (script.gzip * count) / all);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

// ── printing ─────────────────────────────────────────────────────────────────────────────────

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const met = (ok: boolean | null) => (ok === null ? '–' : ok ? 'yes' : 'NO');

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(rows[0]!), widths.map((width) => '─'.repeat(width)).join('  '), ...rows.slice(1).map(line)].join('\n');
}

function printPage(report: PageReport): void {
  const { network, runs } = report;
  const score = (category: Category) => median(runs.map((run) => run.scores[category] ?? Number.NaN));
  const all = (category: Category) => runs.map((run) => run.scores[category] ?? '–').join('/');
  const cls = median(runs.map((run) => run.cls));
  const scoreRow = (label: string, category: Category, target: number) => {
    const value = score(category);
    return [
      label,
      Number.isFinite(value) ? String(value) : 'n/a',
      `${all(category)}`,
      `≥ ${target}`,
      met(Number.isFinite(value) ? value >= target : false),
    ];
  };
  const encodings = [...new Set(network.scripts.map((script) => script.encoding))].join(', ') || 'none';
  const gzipEncodings = [...new Set(network.scripts.map((script) => script.gzipEncoding))].join(', ') || 'none';
  console.log(`\n■ ${report.label}  ${report.path}`);
  console.log(
    table([
      ['figure', 'value', `runs (${runs.length})`, 'target', 'met'],
      [
        `JS transferred, gzip (${gzipEncodings})`,
        kb(network.jsGzip),
        `${network.scripts.length} scripts`,
        report.jsBudget ? `≤ ${kb(report.jsBudget)}` : '–',
        met(report.jsBudget ? network.jsGzip <= report.jsBudget : null),
      ],
      [`JS transferred as Chromium got it (${encodings})`, kb(network.jsTransferred), '', '–', '–'],
      ['requests', String(network.requests), `${network.failedRequests.length} failed`, '–', '–'],
      ['React DOM copies', String(network.reactCopies), '', '1', met(network.reactCopies === 1)],
      [
        'federation runtime copies',
        `${network.runtime.copiesInCode} in code / ${network.runtime.copiesInUse} in use`,
        `${network.runtime.instances.length} instances`,
        '1',
        met(network.runtime.copiesInCode <= 1 && network.runtime.copiesInUse <= 1),
      ],
      ...(report.networkOnly
        ? []
        : [
            scoreRow('Lighthouse performance', 'performance', TARGETS.performance),
            scoreRow('Lighthouse accessibility', 'accessibility', TARGETS.perfect),
            scoreRow('Lighthouse best practices', 'best-practices', TARGETS.perfect),
            scoreRow('Lighthouse SEO', 'seo', TARGETS.perfect),
            [
              'LCP',
              `${(median(runs.map((run) => run.lcp)) / 1000).toFixed(2)} s`,
              runs.map((run) => (run.lcp / 1000).toFixed(1)).join('/'),
              `≤ ${(TARGETS.lcpMs / 1000).toFixed(1)} s`,
              met(runs.length > 0 ? median(runs.map((run) => run.lcp)) <= TARGETS.lcpMs : false),
            ],
            [
              'CLS',
              cls.toFixed(3),
              runs.map((run) => run.cls.toFixed(3)).join('/'),
              `< ${TARGETS.cls}`,
              met(Number.isFinite(cls) ? cls < TARGETS.cls : false),
            ],
            [
              'TBT',
              `${Math.round(median(runs.map((run) => run.tbt)))} ms`,
              runs.map((run) => Math.round(run.tbt)).join('/'),
              '–',
              '–',
            ],
          ]),
    ]),
  );
  console.log(
    `  Accept-Encoding sent: ${network.acceptEncoding}; federation instances: ${network.runtime.instances.join(', ') || 'none'}`,
  );
  for (const failed of network.failedRequests) console.log(`  failed request: ${failed}`);
  const failing = new Map<string, number>();
  for (const run of runs) for (const audit of run.failing) failing.set(audit, (failing.get(audit) ?? 0) + 1);
  for (const [audit, count] of failing) console.log(`  not passed (${count}/${runs.length} runs): ${audit}`);
}

function printContributors(report: PageReport): void {
  const { scripts, jsGzip } = report.network;
  const share = (bytes: number) => `${((100 * bytes) / (jsGzip || 1)).toFixed(0)}%`;
  console.log(`\n■ What ${report.path} loads as JS (${kb(jsGzip)} gzip), by script`);
  console.log(
    table([
      ['script', 'gzip', 'as sent (br)', 'decoded', 'share', 'federation runtime'],
      ...scripts.map((script) => [
        new URL(script.url).pathname,
        kb(script.gzip),
        kb(script.transferred),
        kb(script.decoded),
        share(script.gzip),
        script.carriesRuntime ? 'carries a copy' : '',
      ]),
    ]),
  );
  console.log(`\n■ …by package (each script's gzip bytes shared out by its source map; an estimate)`);
  console.log(
    table([
      ['package', 'gzip', 'share'],
      ...report.byPackage.filter(([, bytes]) => bytes >= 512).map(([pkg, bytes]) => [pkg, kb(bytes), share(bytes)]),
    ]),
  );
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────

async function main(): Promise<void> {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('▶ Build (lerna, dependency order)');
    const code = await run('npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
    if (code !== 0) throw new Error(`the build failed (exit ${code})`);
  }
  const site = await startSite();
  const outDir = tempDir('immo-lighthouse-');
  const reports: PageReport[] = [];
  try {
    // The property page with all its parts: a property for sale in Belgium at a published price
    // has the purchase costs and the mortgage too (the fields of the UI kit), the newest such one.
    const list = (await (await fetch(`${site.origin}/api/properties?pageSize=24`)).json()) as {
      items: Array<{ ID: number; Goal: number; CountryName: string | null; PublishPrice: boolean }>;
    };
    const id = list.items.find((item) => item.Goal === 0 && item.CountryName === 'Belgium' && item.PublishPrice)?.ID;
    if (id === undefined) throw new Error('GET /api/properties?pageSize=24 returned no property for sale in Belgium');
    // The JS budgets are a phone's first visit: below the first screen, slots load as the visitor
    // scrolls to them (home's latest properties, a property's contact panel and similar ones).
    const pages = [
      { label: 'Home (phone)', path: '/', jsBudget: TARGETS.homeJsBytes, phone: true },
      { label: 'For sale (phone)', path: '/nl/te-koop/', jsBudget: TARGETS.pageJsBytes, phone: true },
      { label: 'Property (phone)', path: `/property/${id}/`, jsBudget: TARGETS.pageJsBytes, phone: true },
      // The same page's network at a desktop's width, where the panel is in view at once.
      { label: 'Property (desktop)', path: `/property/${id}/`, networkOnly: true },
      { label: 'Contact (phone)', path: '/nl/contact/', jsBudget: TARGETS.pageJsBytes, phone: true },
      { label: 'Login (phone)', path: '/nl/login/', jsBudget: TARGETS.pageJsBytes, phone: true },
    ];

    console.log(`▶ Network, one load per page in ${CHROMIUM} (${site.origin})`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: PLAYWRIGHT_ARGS });
    try {
      for (const page of pages) {
        const network = await measureNetwork(browser, site.origin + page.path, page.phone ? PHONE : DESKTOP);
        reports.push({ ...page, network, byPackage: contributors(network.scripts), runs: [] });
      }
    } finally {
      await browser.close();
    }

    // Runs interleaved (page 1, 2, 3, page 1, 2, 3, …): a slow spell of the machine is spread out.
    console.log(`▶ Lighthouse ${RUNS}× per page (mobile, simulated throttling)`);
    let index = 0;
    for (let round = 1; round <= RUNS; round += 1) {
      for (const report of reports.filter((entry) => !entry.networkOnly)) {
        // A run that ends in a runtime error (NO_FCP now and then, on a busy machine) is run again.
        let result: LighthouseRun | null = null;
        for (let attempt = 1; attempt <= 3 && !result; attempt += 1) {
          result = await lighthouse(site.origin + report.path, outDir, (index += 1));
        }
        if (result) report.runs.push(result);
        console.log(
          `  ${round}/${RUNS} ${report.path}: ${result ? LH_CATEGORIES.map((category) => result.scores[category]).join(' / ') : 'failed'}`,
        );
      }
    }
  } finally {
    await site.stop();
  }

  console.log(`\nSite benchmark — Lighthouse ${RUNS} runs per page, medians; targets from the issue`);
  reports.forEach((report) => printPage(report));
  for (const report of reports) if (!report.networkOnly) printContributors(report);
  console.log(`\nDone in ${Math.round((Date.now() - started) / 1000)} s.`);
}

try {
  await main();
} catch (error) {
  if (isStopping()) console.error('Stopped.');
  else console.error(error);
  process.exitCode = 1;
}
