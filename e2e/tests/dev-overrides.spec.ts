import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';

// The shell's browser overrides (shell/src/remotes/remote-overrides.ts): a developer points one remote
// at another manifest from the browser. Here the override is the built site's own mf-listings under
// another URL (a query), which proves the shell loads the remote from where the override says.
const OVERRIDE = '/remotes/mf-listings/mf-manifest.json?from=override';

async function storeOverride(page: Page, devtools: 'on' | 'off', origin: string): Promise<void> {
  await page.addInitScript(
    ({ devtools, url }) => {
      // Once per test: the "turn off" button's reload must not put the override back.
      if (sessionStorage.getItem('overrides-seeded')) return;
      sessionStorage.setItem('overrides-seeded', '1');
      localStorage.setItem('immo.devtools', devtools);
      localStorage.setItem('immo.remote-overrides', JSON.stringify({ 'mf-listings': url }));
    },
    { devtools, url: origin + OVERRIDE },
  );
}

test.beforeEach(({ page }) => withConsentDecided(page));

test('an override stored without the developer flag is ignored, and no banner shows', async ({ page, baseURL }) => {
  await storeOverride(page, 'off', baseURL!);
  const overridden: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('from=override')) overridden.push(request.url());
  });
  await page.goto('/for-sale/');
  await expect(page.locator('#slot-mf-listings a').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Developer overrides' })).toHaveCount(0);
  expect(overridden).toEqual([]);
});

test('with the flag on, the shell loads the remote from the override and says so until turned off', async ({
  page,
  baseURL,
}) => {
  await storeOverride(page, 'on', baseURL!);
  const manifest = page.waitForRequest((request) => request.url().endsWith(OVERRIDE));
  await page.goto('/for-sale/');
  await manifest;
  await expect(page.locator('#slot-mf-listings a').first()).toBeVisible();
  const banner = page.getByRole('region', { name: 'Developer overrides' });
  await expect(banner).toContainText(`Remote overrides active: mf-listings → ${baseURL}${OVERRIDE}`);

  await banner.getByRole('button', { name: 'Turn overrides off' }).click();
  await expect(banner).toHaveCount(0);
  await expect(page.locator('#slot-mf-listings a').first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('immo.remote-overrides'))).toBeNull();
});
