import AxeBuilder from '@axe-core/playwright';
import type { SearchIndex } from '@immo/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';

const searchBox = (page: Page) => page.locator('#slot-mf-search').getByRole('combobox');

async function searchIndex(page: Page, lang = 'en'): Promise<SearchIndex> {
  const response = await page.request.get('/api/search-index', { headers: { 'accept-language': lang } });
  return (await response.json()) as SearchIndex;
}

test.describe('the home search box on the composed site', () => {
  test.beforeEach(({ page }) => withConsentDecided(page));

  test.describe('before the visitor reaches for the box', () => {
    test.use({ reachesForSlots: false });

    test('works with the keyboard alone: arrows walk the links, Enter opens one, Escape closes', async ({ page }) => {
      await page.goto('/');
      await searchBox(page).focus();
      // The focus brings the box's code: text typed before it is kept, keys that move through the
      // suggestions need it (there are none to move through before).
      await expect(page.locator('#slot-mf-search[data-mounted]')).toBeAttached();
      await page.keyboard.type('gent');
      await page.keyboard.press('ArrowDown');
      await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
      const active = await searchBox(page).getAttribute('aria-activedescendant');
      await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Escape');
      await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/for-sale\/\?city=Gent%7C9000$/);
    });

    test("brings the box's code when the visitor reaches for it, and keeps what was typed meanwhile", async ({
      page,
    }) => {
      const searchCode = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((entry) => entry.name.includes('/remotes/mf-search/')),
        );
      await page.goto('/');
      // The page is live and its box readable, without the box's code.
      await expect(searchBox(page)).toBeVisible();
      expect(await searchCode()).toBe(false);
      await searchBox(page).fill('gent');
      await expect(page.locator('#slot-mf-search[data-mounted]')).toBeAttached();
      expect(await searchCode()).toBe(true);
      await expect(searchBox(page)).toHaveValue('gent');
      await expect(page.getByRole('option', { name: /^Gent \[9000\] for sale/ })).toBeVisible();
    });
  });

  test('finds a city by name, with for-sale and for-rent links to the localized lists', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('gent');
    const sale = page.getByRole('option', { name: /^Gent \[9000\] for sale \(\d+\)$/ });
    await expect(sale).toHaveAttribute('href', '/for-sale/?city=Gent%7C9000');
    await expect(page.getByRole('option', { name: /^Gent \[9000\] for rent/ })).toBeVisible();
  });

  test('ignores accents both ways and finds a city by its zip', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('liege');
    await expect(page.getByRole('option', { name: /^Liège \[4000\] for sale/ })).toBeVisible();
    await searchBox(page).fill('Liège');
    await expect(page.getByRole('option', { name: /^Liège \[4000\] for sale/ })).toBeVisible();
    await searchBox(page).fill('9000');
    await expect(page.getByRole('option', { name: /^Gent \[9000\] for sale/ })).toBeVisible();
  });

  test('finds a property by its exact ID, with thumbnail and reference, linking to its page', async ({ page }) => {
    await page.goto('/');
    const { propertyIds } = await searchIndex(page);
    const id = propertyIds[0]!;
    await searchBox(page).fill(String(id));
    const option = page.getByRole('option', { name: `Ref: ${id}` });
    await expect(option).toHaveAttribute('href', new RegExp(`/${id}/$`));
    await expect(page.locator('.immo-search__thumb')).toHaveJSProperty('complete', true);
    await expect
      .poll(() => page.locator('.immo-search__thumb').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('qqqzzz');
    await expect(page.getByText('No results were found for your search.')).toBeVisible();
  });

  test('disables a link with nothing behind it', async ({ page }) => {
    await page.goto('/');
    const city = (await searchIndex(page)).cities.find((entry) => entry.rent === 0 && entry.sale > 0)!;
    await searchBox(page).fill(city.zip);
    const rent = page.getByRole('option', { name: new RegExp(`^${city.name} \\[${city.zip}\\] for rent`) });
    await expect(rent).toHaveAttribute('aria-disabled', 'true');
    await expect(rent).not.toHaveAttribute('href');
  });

  test('recomputes names and counts when the language changes, without a reload', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).click();
    await expect(page.getByRole('option', { name: /^Apartment for sale/ })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'NL', exact: true }).click();
    await expect(page).toHaveURL(/\/nl\/$/);
    await searchBox(page).click();
    const nl = await searchIndex(page, 'nl');
    const apartment = nl.types.find((type) => type.webId === 2)!;
    await expect(page.getByRole('option', { name: `${apartment.name} te koop (${apartment.sale})` })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('has no serious or critical accessibility violations with the panel open', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('gent');
    await expect(page.getByRole('listbox')).toBeVisible();
    const results = await new AxeBuilder({ page }).include('#slot-mf-search').analyze();
    const serious = results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`the open panel at ${width} px: its suggestions in view, nothing wider than the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nl/');
      await searchBox(page).fill('ge');
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.locator('#slot-mf-search').scrollIntoViewIfNeeded();
      await expect(page.getByRole('option').first()).toBeInViewport();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // Kept for whoever looks (test-results/…), not compared.
      await page.screenshot({ path: test.info().outputPath(`search-nl-${width}.png`) });
    });
  }
});
