// `npm test`: everything a change must pass, from a fresh clone — install, lint, types,
// unit tests of every package, production builds, and the browser tests when they exist.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { ensureChromium } from './lib/ensure-chromium.mjs';
import { ROOT, run, step } from './lib/run.mjs';
import { hasWorkspace } from './lib/workspaces.mjs';

const started = Date.now();
await ensureDependencies();
await step('Lint (ESLint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
await step('Formatting (Prettier)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
await step('Types (tsc, every package)', 'npx', ['lerna', 'run', 'typecheck', '--loglevel', 'warn']);

const report = join(ROOT, 'node_modules', '.cache', 'jest-report.json');
rmSync(report, { force: true });
console.log('\n▶ Unit tests (jest, every package)');
// Two workers on these 2-core machines (jest's default is one fewer than the cores): 6 min instead
// of 10. The tests wait for conditions, not times, and PostgreSQL's schemas are dropped only while
// no test migrates (api/src/db/schema-change-lock.ts), so more workers elsewhere are safe too.
const unitCode = await run('npx', ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${report}`]);
const unit = readReport(report);
let passed = unit?.numPassedTests ?? 0;
// No report (jest crashed) or a failed run with no failed test (a suite that could not load) fails too.
let failed = (unit?.numFailedTests ?? 0) + (unitCode !== 0 && !unit?.numFailedTests ? 1 : 0);

if (failed === 0) {
  await step('Production builds (lerna, dependency order)', 'npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
  if (hasWorkspace('e2e')) {
    await ensureChromium();
    console.log('\n▶ Browser tests (Playwright, Chromium)');
    const e2eReport = join(ROOT, 'node_modules', '.cache', 'e2e-report.json');
    rmSync(e2eReport, { force: true });
    const e2eCode = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: join(ROOT, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
    });
    const stats = readReport(e2eReport)?.stats ?? null;
    passed += stats?.expected ?? 0;
    failed += (stats?.unexpected ?? 0) + (stats?.flaky ?? 0);
    if (e2eCode !== 0 && !stats?.unexpected) failed += 1;
  }
}

/** A test runner's JSON report, or null when it wrote none (it crashed) or half of one. */
function readReport(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
