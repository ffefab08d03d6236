import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency';
import { withConsentDecided } from '../support/consent';

/** The search box on the home page and in `<immo-search>` on an agency's page: one widget, two places. */
const PLACES = [
  { name: 'the home page (English)', url: () => '/', selector: '#slot-mf-search', button: 'Search' },
  {
    name: 'an agency page (Dutch, in a shadow root)',
    url: () => agencyUrl('search.html'),
    selector: 'immo-search',
    button: 'Zoeken',
  },
];

type FocusRing = { style: string; width: number; contrast: number };

/**
 * The focused element's outline and its contrast with what is around it: the outline sits outside
 * the field (offset), so it is seen against the first painted background of its ancestors, across
 * the shadow root up to the host page.
 */
function focusRing(element: Locator): Promise<FocusRing> {
  return element.evaluate((node) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = rgb(color).map((channel) => {
        const c = channel / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const parentOf = (child: Element) =>
      child.parentElement ?? ((child.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;
    let background = 'rgb(255, 255, 255)';
    for (let at = parentOf(node); at; at = parentOf(at)) {
      const color = getComputedStyle(at).backgroundColor;
      if (rgb(color)[3] !== 0 && color !== 'transparent') {
        background = color;
        break;
      }
    }
    const style = getComputedStyle(node);
    const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort((a, b) => b - a);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      contrast: (light! + 0.05) / (dark! + 0.05),
    };
  });
}

for (const place of PLACES) {
  test.describe(`the search box on ${place.name}`, () => {
    const box = (page: Page) => page.locator(place.selector);
    test.beforeEach(async ({ page }) => {
      await withConsentDecided(page);
      await page.goto(place.url());
    });

    test('shows a clearly visible focus outline on the input (WCAG 2.4.7)', async ({ page }) => {
      const input = box(page).getByRole('combobox');
      await input.focus();
      await expect(input).toBeFocused();
      // Read once the widget's styles apply (they can follow its markup under load).
      await expect(async () => {
        const ring = await focusRing(input);
        expect(ring.style).toBe('solid');
        expect(ring.width).toBeGreaterThanOrEqual(2);
        expect(ring.contrast).toBeGreaterThanOrEqual(3);
      }).toPass();
    });

    // At 390 px the long list scrolls: Chromium would make the scrolling panel a tab stop of its own.
    for (const width of [390, 1280]) {
      test(`at ${width} px, closes the panel when Tab moves on to the search button, not on the clear button`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        const input = box(page).getByRole('combobox');
        await input.focus();
        await page.keyboard.type('ge');
        await expect(box(page).getByRole('listbox')).toBeVisible();
        await page.keyboard.press('Tab'); // the clear button inside the field
        await expect(box(page).getByRole('listbox')).toBeVisible();
        await page.keyboard.press('Tab');
        await expect(box(page).getByRole('button', { name: place.button, exact: true })).toBeFocused();
        await expect(box(page).getByRole('listbox')).toBeHidden();
        await expect(input).toHaveAttribute('aria-expanded', 'false');
      });
    }

    test('Escape closes the panel and leaves focus in the input; a click on the page closes it too', async ({
      page,
    }) => {
      const input = box(page).getByRole('combobox');
      await input.focus();
      await page.keyboard.type('gent');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect(box(page).getByRole('listbox')).toBeHidden();
      await expect(input).toBeFocused();
      await expect(input).toHaveValue('gent');
      await page.keyboard.press('ArrowDown');
      await expect(box(page).getByRole('listbox')).toBeVisible();
      await page.locator('h1').first().click();
      await expect(box(page).getByRole('listbox')).toBeHidden();
    });

    for (const width of [390, 1280]) {
      test(`at ${width} px, has no serious or critical accessibility violations, input focused and panel open`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await box(page).getByRole('combobox').focus();
        await page.keyboard.type('ge');
        await expect(box(page).getByRole('listbox')).toBeVisible();
        const results = await new AxeBuilder({ page }).include(place.selector).analyze();
        const serious = results.violations.filter((violation) =>
          ['serious', 'critical'].includes(violation.impact ?? ''),
        );
        expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
      });
    }
  });
}
