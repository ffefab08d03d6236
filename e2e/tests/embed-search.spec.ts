import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { agencyUrl, HOST_STYLE_PROBES } from '../support/agency';
import { countReactCopies, reactCopies } from '../support/react-copies';

function hostStyles(page: Page) {
  return page.evaluate(({ selectors, properties }) => {
    return selectors.map((selector) => {
      const style = getComputedStyle(document.querySelector(selector)!);
      return [selector, properties.map((name) => `${name}: ${style.getPropertyValue(name)}`)];
    });
  }, HOST_STYLE_PROBES);
}

const widgetInput = (page: Page) => page.locator('immo-search').first().getByRole('combobox');

test.describe('<immo-search> on an agency site (embed.js)', () => {
  test('renders in its own shadow root, in the language of its attribute', async ({ page }) => {
    await page.goto(agencyUrl('search.html'));
    await expect(widgetInput(page)).toHaveAttribute('placeholder', 'ID, Type, Gemeente');
    expect(await page.locator('immo-search').evaluate((element) => element.shadowRoot !== null)).toBe(true);
  });

  test('leaves the computed styles of the host page exactly as they were', async ({ page }) => {
    await page.route('**/remotes/mf-search/embed.js', (route) => route.abort());
    await page.goto(agencyUrl('search.html'));
    const before = await hostStyles(page);
    await page.unroute('**/remotes/mf-search/embed.js');
    await page.goto(agencyUrl('search.html'));
    await expect(widgetInput(page)).toBeVisible();
    await widgetInput(page).fill('gent');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect.poll(() => hostStyles(page)).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.getAttributeNames())).not.toContain(
      'data-mantine-color-scheme',
    );
  });

  test("is not broken by the host's CSS (reset, content-box, 10 px root, serif font)", async ({ page }) => {
    await page.goto(agencyUrl('search.html'));
    const input = widgetInput(page);
    await expect(input).toBeVisible();
    // The widget's own styles arrive after its markup: the look is checked once they apply.
    await expect(async () => {
      const style = await input.evaluate((element) => {
        const computed = getComputedStyle(element);
        return { font: computed.fontFamily, size: computed.fontSize, sizing: computed.boxSizing };
      });
      expect(style.font).not.toMatch(/Georgia|DejaVu Serif/);
      expect(style.sizing).toBe('border-box');
      expect(style.size).toBe('16px'); // Mantine's md input size, though the host's root font is 10 px
      expect((await input.boundingBox())!.height).toBeGreaterThanOrEqual(40);
    }).toPass();
  });

  test('links to the agency site named in its site attribute', async ({ page }) => {
    await page.goto(agencyUrl('search.html'));
    await widgetInput(page).fill('gent');
    await expect(page.getByRole('option', { name: /^Gent \[9000\] te koop/ })).toHaveAttribute(
      'href',
      'https://agence-dupont.example/nl/te-koop/?city=Gent%7C9000',
    );
  });

  test('re-renders when an attribute changes at run time, keeping what was typed', async ({ page }) => {
    await page.goto(agencyUrl('search.html'));
    await widgetInput(page).fill('gent');
    await page.locator('immo-search').evaluate((element) => element.setAttribute('lang', 'fr'));
    await expect(widgetInput(page)).toHaveAttribute('placeholder', 'ID, Type, Localité');
    await expect(widgetInput(page)).toHaveValue('gent');
  });

  test('several widgets on one page share one React, and a removed widget cleans up', async ({ page }) => {
    await countReactCopies(page);
    await page.goto(agencyUrl('search.html'));
    await expect(widgetInput(page)).toBeVisible();
    await page.evaluate(() => {
      const second = document.createElement('immo-search');
      second.setAttribute('lang', 'de');
      second.id = 'second';
      document.querySelector('main')!.append(second);
    });
    await expect(page.locator('#second').getByRole('combobox')).toHaveAttribute('placeholder', 'ID, Typ, Ort');
    // Each keeps its own language.
    await expect(widgetInput(page)).toHaveAttribute('placeholder', 'ID, Type, Gemeente');
    expect(await reactCopies(page)).toBe(1);

    // Kept aside before the widget is removed, so what is left in it can be read after.
    await page.locator('#second').evaluate((element) => {
      Object.assign(window, { __removedShadow: element.shadowRoot });
      element.remove();
    });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __removedShadow: ShadowRoot }).__removedShadow.childElementCount),
      )
      .toBe(0);
    await expect(widgetInput(page)).toBeVisible();
  });
});
