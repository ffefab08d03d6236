import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const path = process.argv[2] ?? '/nl/te-koop/';
const width = Number(process.argv[3] ?? 390);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const consent = JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), choice: { necessary: true, analytical: false, marketing: false, social: false, unclassified: false } });
const ctx = await browser.newContext({ viewport: { width, height: 844 } });
await ctx.addInitScript((c) => localStorage.setItem('immo.consent', c), consent);
const page = await ctx.newPage();
await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', 'loading'] });
await page.goto('http://localhost:4710' + path);
await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') && document.querySelectorAll('section.immo-slot[data-load="at-once"]:not([data-mounted])').length === 0, null, { polling: 20 });
await browser.stopTracing();
const nav = await page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return { dcl: Math.round(n.domContentLoadedEventEnd), load: Math.round(n.loadEventEnd), now: Math.round(performance.now()) }; });
console.log(JSON.stringify(nav));
await browser.close();
const { traceEvents } = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'));
// renderer main thread: thread_name CrRendererMain
const mains = new Set(traceEvents.filter(e => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(e => e.pid + ':' + e.tid));
const evs = traceEvents.filter(e => mains.has(e.pid + ':' + e.tid) && e.ph === 'X' && e.dur);
// self time by event name (subtract children by nesting)
evs.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
const self = new Map(); const stack = [];
for (const e of evs) {
  while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
  const parent = stack[stack.length - 1];
  if (parent && parent.pid === e.pid && parent.tid === e.tid) parent.childDur = (parent.childDur ?? 0) + e.dur;
  stack.push(e);
}
for (const e of evs) { const s = (e.dur - (e.childDur ?? 0)) / 1000; self.set(e.name, (self.get(e.name) ?? 0) + s); }
console.log([...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 22).map(([k, v]) => `${v.toFixed(0).padStart(6)} ${k}`).join('\n'));
const top = evs.filter(e => e.name === 'RunTask').sort((a, b) => b.dur - a.dur).slice(0, 8).map(e => Math.round(e.dur / 1000));
console.log('longest tasks', top);
