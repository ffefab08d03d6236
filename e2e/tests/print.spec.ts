import { pagePath, propertyPath } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { withConsentDecided } from '../support/consent';
import { expect, test } from '../support/test';

// Printing gives the page's content (visitor audit, issue 28): of the header the agency's logo and
// phone number, nothing a visitor clicks on a screen — menus, language links, the menu button,
// the cookie dialog, floating buttons. Texts are those of shared/src/i18n/locales/en/common.json.

const printing = (page: Page) => page.emulateMedia({ media: 'print' });
const header = (page: Page) => page.getByRole('banner');

test.describe('printed, a page keeps its content and the agency, not the screen controls', () => {
  test.beforeEach(({ page }) => withConsentDecided(page));

  test('the header gives the logo and phone number; menus, language links and menu button stay off paper', async ({
    page,
  }) => {
    await page.goto(pagePath('home', 'en'));
    await printing(page);
    await expect(header(page).getByRole('link', { name: / home page$/ })).toBeVisible();
    await expect(header(page).getByRole('link', { name: /^Call us on / })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Choose your language' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('the back-to-top button, shown once scrolled, is not printed', async ({ page }) => {
    // A long page of the shell's own: printed, it stays long, so the page stays scrolled.
    await page.goto(pagePath('privacy-statement', 'en'));
    await page.mouse.wheel(0, 600);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(toTop).toBeVisible();
    await printing(page);
    await expect(toTop).toBeHidden();
  });

  test('a list page prints its list', async ({ page }) => {
    await page.goto(pagePath('for-sale', 'en'));
    await printing(page);
    await expect(page.locator('#slot-mf-listings')).toBeVisible();
  });

  test('a property page prints the property alone: no contact panel, no similar properties', async ({ page }) => {
    const property = catalogue.find((candidate) => candidate.Marquee === 0 && candidate.PublishPrice)!;
    await page.goto(propertyPath(property, 'en'));
    await printing(page);
    await expect(page.locator('#slot-mf-property-detail')).toBeVisible();
    await expect(page.locator('#property-contact')).toBeHidden();
    await expect(page.locator('#slot-mf-listings')).toBeHidden();
  });
});

test('printed, the cookie dialog of a first visit stays off paper', async ({ page }) => {
  await page.goto(pagePath('home', 'en'));
  const consent = page.getByRole('dialog', { name: 'We use cookies' });
  await expect(consent).toBeVisible();
  await printing(page);
  await expect(consent).toBeHidden();
  await expect(page.locator('.mantine-Modal-overlay')).toBeHidden();
});
