import { pagePath } from '@immo/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { axe } from '../support/forms';
import { shellRendered } from '../support/shell';

// The defects of the visitor's audit (issue 17) in the shell's chrome and pages. Texts are those
// of shared/src/i18n/locales/{lang}/common.json.

test.beforeEach(({ page }) => withConsentDecided(page));

test.describe('the desktop menu shows child pages through a disclosure', () => {
  const menu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
  const submenuButton = (page: Page) => menu(page).getByRole('button', { name: 'Submenu van Verkopen' });
  // The top bar links the same page: only the menu's own link counts here.
  const child = (page: Page) => menu(page).getByRole('link', { name: 'Gratis schatting' });

  test('the keyboard opens it, reaches the child, closes it with Escape and follows the child', async ({ page }) => {
    await page.goto(pagePath('home', 'nl'));
    await shellRendered(page);
    const button = submenuButton(page);
    const childLink = child(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(childLink).toBeHidden();
    await menu(page).getByRole('link', { name: 'Verkopen' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(childLink).toBeFocused();
    await axe(page, '.immo-header');
    await page.keyboard.press('Escape');
    await expect(childLink).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${pagePath('contact-demand', 'nl')}$`));
    await expect(childLink).toBeHidden();
  });

  test('a click outside closes it, and tabbing on past its last link too', async ({ page }) => {
    await page.goto(pagePath('home', 'nl'));
    await shellRendered(page);
    await submenuButton(page).click();
    await expect(child(page)).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await submenuButton(page).click();
    await child(page).focus();
    await page.keyboard.press('Tab');
    await expect(menu(page).getByRole('link', { name: 'Contact' })).toBeFocused();
    await expect(submenuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('names its button in the page language (de)', async ({ page }) => {
    await page.goto(pagePath('home', 'de'));
    await shellRendered(page);
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await menu.getByRole('button', { name: 'Untermenü von Verkaufen' }).click();
    await expect(menu.getByRole('link', { name: 'Kostenlose Bewertung' })).toBeVisible();
  });
});

test.describe("the 404 page searches with the home page's search box", () => {
  test('a reference typed there opens its property, not a list filtered by a city of that name', async ({ page }) => {
    const response = await page.goto('/nl/bestaat-niet/');
    expect(response?.status()).toBe(404);
    const search = page.getByRole('search', { name: 'Zoek een pand' });
    const box = search.getByRole('combobox');
    await box.fill('4013483');
    const option = page.getByRole('option', { name: 'Ref: 4013483' });
    await expect(option).toHaveAttribute('href', /\/4013483\/$/);
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/nl\/te-koop\/[^?]+\/4013483\/$/);
  });

  for (const width of [390, 1280]) {
    test(`keeps its title, text and link home, and passes axe at ${width} px (de)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/de/gibt-es-nicht/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seite nicht gefunden');
      await expect(page.getByRole('search').getByRole('combobox')).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute(
        'href',
        '/de/',
      );
      await axe(page, 'main');
    });
  }
});

test.describe('the phone header has the phone link', () => {
  const NAMES = {
    en: 'Call us on 0475 12 34 56',
    nl: 'Bel ons op 0475 12 34 56',
    fr: 'Appelez-nous au 0475 12 34 56',
    de: 'Rufen Sie uns unter 0475 12 34 56 an',
  } as const;

  // A language's three widths in one browser, its cache warm after the first load.
  for (const [lang, name] of Object.entries(NAMES)) {
    test(`${lang} at 320, 360 and 390 px: a tel: link of 44 px beside the logo, languages and burger`, async ({
      page,
    }) => {
      // A page load per width: more than one load's time on a busy machine.
      test.slow();
      for (const width of [320, 360, 390]) {
        await test.step(`${width} px`, async () => {
          await page.setViewportSize({ width, height: 700 });
          await page.goto(pagePath('home', lang as keyof typeof NAMES));
          await shellRendered(page);
          const phone = page.getByRole('banner').getByRole('link', { name, exact: true });
          const burger = page.getByRole('button', { name: /menu|menü/i });
          await expect(phone).toBeVisible();
          await expect(phone).toHaveAttribute('href', /^tel:/);
          await expect(burger).toBeVisible();
          // Measured once the header has its final layout (its styles and fonts can come late under load).
          await expect(async () => {
            const box = (await phone.boundingBox())!;
            expect(box.width).toBeGreaterThanOrEqual(44);
            expect(box.height).toBeGreaterThanOrEqual(44);
            const burgerBox = (await burger.boundingBox())!;
            const languages = (await page.getByRole('link', { name: 'DE', exact: true }).boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(languages.x + languages.width);
            expect(box.x + box.width).toBeLessThanOrEqual(burgerBox.x);
            expect(burgerBox.x + burgerBox.width).toBeLessThanOrEqual(width);
            expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
          }).toPass();
        });
      }
    });
  }

  test('passes axe in the header at 390 px (de)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await page.goto(pagePath('home', 'de'));
    await shellRendered(page);
    await expect(page.getByRole('button', { name: /menü/i })).toBeVisible();
    await axe(page, '.immo-header');
  });
});

test.describe('a short page ends with the footer at the bottom of the window', () => {
  const SHORT_PAGES = ['/nl/bestaat-niet/', '/nl/bedankt/gratis-schatting/', '/de/gibt-es-nicht/'];
  for (const path of SHORT_PAGES) {
    test(`${path} at 1280 px on a tall window`, async ({ page }) => {
      // Taller than the page with its footer, as on a large screen: the footer ends at the bottom edge.
      await page.setViewportSize({ width: 1280, height: 1800 });
      await page.goto(path);
      await shellRendered(page);
      // Measured once the page has its final layout (the remotes above the footer render late under load).
      await expect(async () => {
        const footer = (await page.getByRole('contentinfo').boundingBox())!;
        expect(Math.round(footer.y + footer.height)).toBe(1800);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(1800);
      }).toPass();
    });
  }
});

test.describe('the site-wide reads are fetched once per page', () => {
  for (const path of ['/nl/', '/nl/te-koop/']) {
    test(`${path}: at most one request for the menu and one for the configuration, whoever asks`, async ({ page }) => {
      const reads: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/menu' || pathname === '/api/config') reads.push(pathname);
      });
      await page.goto(path);
      await expect(page.locator('article.immo-card').first()).toBeVisible();
      // Nothing more is fetched once the network is quiet: a second read would have been asked for by now.
      // The page the server rendered brings the menu and the configuration its slots used: a remote
      // rendered in the browser may still ask, once.
      await page.waitForLoadState('networkidle');
      for (const read of ['/api/config', '/api/menu']) {
        expect(reads.filter((path) => path === read).length).toBeLessThanOrEqual(1);
      }
    });
  }
});
