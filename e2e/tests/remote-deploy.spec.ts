import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { hydrationTrouble } from '../support/hydration';
import { countReactCopies, reactCopies } from '../support/react-copies';
import { startSiteServer, type SiteServer } from '../support/site-server';

// The probe remote (fixtures/probe-remote/) plays mf-owner-portal, deployed to the second origin of
// serve-site.mjs (another team's CDN) as another team's CI would: first its browser build, to the
// site serve-site.mjs runs; then its server build too, to a site server of this file's own.
// The cookie dialog (a modal) is tested in consent.spec.ts; here the visitor has answered it.

const PROBE_DIR = fileURLToPath(new URL('../.probe/', import.meta.url));

/**
 * "Deploys" a probe version to the second origin, as another team's CI would: its browser build and,
 * in server/, its server build (a remote's deploy puts it beside its browser manifest).
 */
function deploy(version: 'v1' | 'v2' | null): void {
  const target = join(PROBE_DIR, 'deploy');
  for (const entry of readdirSync(target)) rmSync(join(target, entry), { recursive: true, force: true });
  if (version) cpSync(join(PROBE_DIR, version), target, { recursive: true });
}

// Every test here deploys to the one folder of the second origin: one after the other, in one worker.
test.describe.configure({ mode: 'serial' });

test.describe('a remote deployed on its own', () => {
  // remotes.json, as another team's deployment changes it: mf-owner-portal is the probe on the
  // second origin, as REMOTE_OVERRIDES would make the API answer. The API adds an override's origin
  // to its CSP (api/test/security.test.ts); this answer is the browser's own, so the page's CSP is
  // set aside here.
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

/** What the site server at `origin` sends for /login/: its status and the markup of mf-owner-portal's slot. */
async function loginAsServed(origin: string): Promise<{ status: number; slot: string | undefined }> {
  const response = await fetch(`${origin}/login/`);
  const html = await response.text();
  return { status: response.status, slot: /<section id="slot-mf-owner-portal"[^>]*>(.*?)<\/section>/s.exec(html)?.[1] };
}

test.describe("a remote's server bundle deployed on its own", () => {
  // A site server of its own, the probe's: the shared one (serve-site.mjs) keeps the real owner
  // portal, which other specs log in to. As an operator would configure a remote deployed
  // elsewhere: its browser manifest (REMOTE_OVERRIDES, which also opens the pages' CSP to it), its
  // server manifest, the origin trusted to run its server code, and a short recheck of that
  // manifest (10 s in production) so the test waits less.
  let site: SiteServer | undefined;
  test.beforeAll(async () => {
    const port = Number(new URL(test.info().project.use.baseURL!).port);
    const cdn = `http://127.0.0.1:${port + 1}`;
    deploy('v1');
    site = await startSiteServer(port + 5, {
      REMOTE_OVERRIDES: `mf-owner-portal=${cdn}/mf-manifest.json`,
      SSR_REMOTE_OVERRIDES: `mf-owner-portal=${cdn}/server/mf-manifest.json`,
      SSR_REMOTE_ORIGINS: cdn,
      SSR_REMOTE_RECHECK_MS: '250',
    });
  });
  test.afterAll(async () => {
    await site?.stop();
    deploy(null);
  });
  test.beforeEach(({ page }) => withConsentDecided(page));

  test('is rendered by the running site server, its redeploy too without a restart, and hydrated by the browser', async ({
    page,
  }) => {
    const { origin } = site!;
    // Deployed before the server started: loaded at its start, rendered in the page it sends.
    await expect
      .poll(() => loginAsServed(origin), { message: 'the server renders the deployed v1' })
      .toEqual({ status: 200, slot: expect.stringContaining('data-probe="v1"') });

    // Redeployed while the server runs: its next reading of the server manifest renders the new build.
    deploy('v2');
    await expect
      .poll(() => loginAsServed(origin), { message: 'the running server renders the redeployed v2' })
      .toEqual({ status: 200, slot: expect.stringContaining('data-probe="v2"') });

    // The browser hydrates the server's v2 markup with its own v2 (./app of the same deploy).
    const trouble = hydrationTrouble(page);
    await page.goto(`${origin}/login/`);
    const slot = page.locator('#slot-mf-owner-portal');
    await expect(slot.locator('[data-probe="v2"]')).toHaveText('Probe v2 (en)');
    await expect.poll(() => page.evaluate(() => (window as { probeRender?: string }).probeRender)).toBe('hydrateRoot');
    expect(trouble).toEqual([]);

    // Gone: the page is still sent, the slot left to the browser, which shows its fallback.
    deploy(null);
    await expect
      .poll(() => loginAsServed(origin), { message: 'the server sends the page without the removed remote' })
      .toEqual({ status: 200, slot: '' });
    await page.goto(`${origin}/login/`);
    await expect(slot.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
