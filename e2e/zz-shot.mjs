import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h, name, path] of [[390, 844, 'phone', '/nl/'], [1280, 800, 'desktop', '/fr/contact/']]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } });
  await context.addInitScript(() => localStorage.setItem('immo.consent', JSON.stringify({ version: 1, decidedAt: new Date().toISOString(), choice: { necessary: true, analytical: false, marketing: false, social: false, unclassified: false } })));
  const page = await context.newPage();
  await page.goto('http://127.0.0.1:4710' + path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `/tmp/shot-${name}.png` });
  await context.close();
}
await browser.close();
