import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { countReactCopies, reactCopies } from '../support/react-copies';

// The cookie dialog (a modal) is tested in consent.spec.ts; here the visitor has answered it.
// remotes.json, as another team's deployment changes it: mf-owner-portal is the probe on the
// second origin (the CDN of serve-site.mjs), as REMOTE_OVERRIDES would make the API answer. The API
// adds an override's origin to its CSP (api/test/security.test.ts); this answer is the browser's
// own, so the page's CSP is set aside here.
test.use({ bypassCSP: true });
test.beforeEach(async ({ page, baseURL }) => {
  await withConsentDecided(page);
  const cdn = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1}`;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = { ...(await response.json()), 'mf-owner-portal': `${cdn}/mf-manifest.json` };
    await route.fulfill({ response, json: remotes });
  });
});

const PROBE_DIR = fileURLToPath(new URL('../.probe/', import.meta.url));

/** "Deploys" a probe version to the second origin, as another team's CI would. */
function deploy(version: 'v1' | 'v2' | null): void {
  const target = join(PROBE_DIR, 'deploy');
  for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
  if (version) cpSync(join(PROBE_DIR, version), target, { recursive: true });
}

test.describe.configure({ mode: 'serial' });

test.describe('a remote deployed on its own', () => {
  test.afterAll(() => deploy(null));

  test('is picked up by the running site without rebuilding the shell', async ({ page }) => {
    deploy(null);
    await page.goto('/login/');
    const slot = page.locator('#slot-mf-owner-portal');
    await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();

    deploy('v1');
    await slot.getByRole('button', { name: 'Try again' }).click();
    await expect(slot.locator('[data-probe="v1"]')).toBeVisible();

    deploy('v2');
    await page.reload();
    await expect(slot.locator('[data-probe="v2"]')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('uses the federation runtime the shell provides instead of bringing its own', async ({ page, request }) => {
    deploy('v1');
    await page.goto('/login/');
    await expect(page.locator('[data-probe="v1"]')).toBeVisible();
    // A global only the runtime-core code defines: present in the shell, absent from the remote.
    const marker = '__GLOBAL_LOADING_REMOTE_ENTRY__';
    const probeEntry = await request.get(`http://127.0.0.1:${Number(new URL(page.url()).port) + 1}/remoteEntry.js`);
    expect(await probeEntry.text()).not.toContain(marker);
    expect(
      await page.evaluate(() => typeof (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE),
    ).toBe('object');
  });

  test('shares the host React: one copy on a composed page', async ({ page }) => {
    deploy('v1');
    await countReactCopies(page);
    await page.goto('/login/');
    await expect(page.locator('[data-probe="v1"]')).toBeVisible();
    expect(await reactCopies(page)).toBe(1);
  });

  test('re-renders in the new language without a reload', async ({ page }) => {
    deploy('v1');
    await page.goto('/login/');
    await expect(page.locator('[data-probe="v1"]')).toHaveAttribute('data-lang', 'en');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'NL', exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/login\/$/);
    await expect(page.locator('[data-probe="v1"]')).toHaveAttribute('data-lang', 'nl');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('is contained when it throws: its slot shows the fallback, the page works', async ({ page }) => {
    deploy('v1');
    await page.addInitScript(() => window.localStorage.setItem('probe-throw', '1'));
    await page.goto('/fr/login/');
    const slot = page.locator('#slot-mf-owner-portal');
    await expect(slot.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(slot.locator('[data-probe]')).toHaveCount(0);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: /Clause de non-responsabilité/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('non-responsabilité');
  });
});
