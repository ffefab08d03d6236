import AxeBuilder from '@axe-core/playwright';
import type { Route } from '@playwright/test';
import { LANGUAGES, pagePath } from '@immo/shared';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { shellRendered } from '../support/shell';

// The cookie dialog (a modal) is tested in consent.spec.ts; here the visitor has answered it.
test.beforeEach(({ page }) => withConsentDecided(page));

// Every page in every language (status, language, title, alternates, header, footer): every-page.spec.ts.

test('thank-you pages carry the breadcrumb "Thank you" in the visitor language', async ({ page }) => {
  await page.goto('/feedback/contact-demand/');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Thank you');
  await page.goto('/nl/bedankt/gratis-schatting/');
  await expect(page.locator('main h1')).toHaveText(/schatting/i);
});

test('an unknown path shows the 404 page with status 404, in the language of the path', async ({ page }) => {
  const english = await page.goto('/this-page-does-not-exist/');
  expect(english?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404: Oops, this page no longer exists');
  await expect(page.getByRole('search')).toBeVisible();
  const dutch = await page.goto('/nl/bestaat-niet/');
  expect(dutch?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('the language switcher lands on the localized equivalent and keeps the query', async ({ page }) => {
  await page.goto('/for-sale/?city=Gent%7C9000');
  await page.getByRole('link', { name: 'NL', exact: true }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Gent%7C9000$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await page.getByRole('link', { name: 'FR', exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Gent%7C9000$/);
  await page.getByRole('link', { name: 'EN', exact: true }).click();
  await expect(page).toHaveURL(/\/for-sale\/\?city=Gent%7C9000$/);
});

test('a remote that cannot be loaded shows its fallback while the header, footer and other pages work', async ({
  page,
}) => {
  await page.route('**/remotes/mf-listings/**', (route) => route.abort());
  await page.goto(pagePath('for-sale', 'de'));
  const slot = page.locator('#slot-mf-listings');
  await expect(slot.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Haftungsausschluss' }).click();
  await expect(page).toHaveURL(/\/de\/haftungsausschluss\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Haftungsausschluss');
});

test.describe('keyboard', () => {
  test('skip link, menu and language switcher work with the keyboard alone', async ({ page }) => {
    // Once the shell and the page's remotes are in: under load they mount while a test types (a
    // visitor reads first).
    await page.goto('/');
    await shellRendered(page);
    await expect(page.locator('#slot-mf-search').getByRole('combobox')).toBeVisible();
    await expect(page.locator('#slot-mf-listings article.immo-card')).toHaveCount(4);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.getByRole('link', { name: 'NL', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/nl\/$/);
  });

  test('the mobile drawer traps focus and gives it back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toBeFocused();
  });
});

test('a mobile menu whose code cannot be loaded says so, keeps the page, and opens on a retry', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/');
  await page.waitForLoadState('networkidle');
  // From here the shell's own scripts fail (a deploy removed them, the connection dropped): the
  // menu's are the only ones the page still asks for.
  const failShellScripts = (route: Route) => route.abort();
  await page.route(/\/\d+\.[0-9a-f]+\.js$/, failShellScripts);
  await page.getByRole('button', { name: 'Menü öffnen' }).click();
  await expect(page.getByRole('alert')).toContainText('Dieser Teil der Seite konnte nicht geladen werden.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.unroute(/\/\d+\.[0-9a-f]+\.js$/, failShellScripts);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('dialog', { name: 'Hauptmenü' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test.describe('the shell starts after the first paint', () => {
  test('a page opened in a background tab, where no frame is painted, starts at once', async ({ page }) => {
    // A background tab as the page sees it: hidden, and no animation frame ever comes.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
      window.requestAnimationFrame = () => 0;
    });
    await page.goto('/nl/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  });

  test('a tab put in the background before its first frame starts then', async ({ page }) => {
    let hidden = false;
    await page.exposeFunction('hideTab', () => {
      hidden = true;
    });
    await page.addInitScript(() => {
      let state = 'visible';
      Object.defineProperty(document, 'visibilityState', { get: () => state });
      // No frame comes; the visitor switches tabs once the page is parsed.
      window.requestAnimationFrame = () => 0;
      document.addEventListener('DOMContentLoaded', () =>
        setTimeout(() => {
          state = 'hidden';
          document.dispatchEvent(new Event('visibilitychange'));
          void (window as unknown as { hideTab: () => Promise<void> }).hideTab();
        }),
      );
    });
    await page.goto('/nl/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(hidden).toBe(true);
  });
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of [
    '/',
    '/nl/',
    '/Privacy-statement/',
    '/fr/politique-de-cookies/',
    '/de/haftungsausschluss/',
    '/Verkopen/',
    '/feedback/site-contact/',
    '/nope/',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      );
      expect(
        serious.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});

test.describe('home on a phone and a desktop', () => {
  for (const lang of LANGUAGES) {
    test(`${lang} at 390 and 1280 px: the banner's heading in view, nothing wider than the screen`, async ({
      page,
    }, testInfo) => {
      // A page load per width: more than one load's time on a busy machine.
      test.slow();
      for (const width of [390, 1280]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
          await page.goto(pagePath('home', lang));
          await expect(page.locator('.immo-banner h1')).toBeInViewport();
          await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          // Kept for whoever looks (test-results/…), not compared.
          await page.screenshot({ path: testInfo.outputPath(`home-${lang}-${width}.png`), fullPage: true });
        });
      }
    });
  }
});

test('scrolled down, the header turns compact and "Back to top" returns to the top', async ({ page }) => {
  // A long page of the shell's own (SPEC §4: past 30 px; §9: the button after 10 px).
  await page.goto(pagePath('privacy-statement', 'en'));
  await shellRendered(page);
  const header = page.locator('header.immo-header');
  const toTop = page.getByRole('button', { name: 'Back to top' });
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(toTop).toBeHidden();
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await expect(toTop).toBeHidden();
});

test('built files are served precompressed with immutable caching', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('script[src$=".js"]').first().getAttribute('src');
  const brotli = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toContain('immutable');
  const gzip = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
});
