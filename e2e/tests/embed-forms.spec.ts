import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency';
import { COMMON, expectStored, field, fillPerson, group, leadStored, tickAltcha, visitor } from '../support/forms';
import { offline } from '../support/offline';

/** What ALTCHA could leave on the agency's page: styles in its head or document, variables on its root. */
function altchaTracesOnPage(page: Page) {
  return page.evaluate(() => ({
    headStyles: [...document.head.querySelectorAll('style')].filter(
      (style) => style.id === 'altcha-css' || style.textContent?.includes('--altcha'),
    ).length,
    documentSheets: document.adoptedStyleSheets.length,
    rootVariable: getComputedStyle(document.documentElement).getPropertyValue('--altcha-color-base'),
  }));
}

test.describe('the captcha (ALTCHA) of <immo-valuation-form> on an agency site (embed.js)', () => {
  test("keeps its styles in the widget's shadow root, shows no logo, and the form is sent", async ({ page }) => {
    await offline(page);
    const texts = COMMON.fr;
    await page.goto(agencyUrl('valuation.html'));
    const form = page.locator('immo-valuation-form').getByRole('form', { name: 'Estimation gratuite' });
    // The check loads when it nears the screen.
    await form.locator('.immo-captcha').scrollIntoViewIfNeeded();
    const check = form.locator('altcha-widget');
    await expect(check.getByText(texts.altcha, { exact: true })).toBeVisible();

    expect(await altchaTracesOnPage(page)).toEqual({ headStyles: 0, documentSheets: 0, rootVariable: '' });
    // Its own styles apply inside the widget (a bordered box), without its logo beside the label.
    await expect(check.locator('.altcha-main')).toHaveCSS('border-top-style', 'solid');
    await expect(check.locator('.altcha-logo')).toHaveCount(0);

    await field(form, 'Rue').fill('Rue Haute');
    await field(form, 'Numéro').fill('120');
    await field(form, 'Code postal').fill('1000');
    await field(form, 'Localité').fill('Bruxelles');
    const type = field(form, 'Type de bien');
    await expect(type.locator('option')).not.toHaveCount(1);
    await type.selectOption({ index: 1 });
    await group(form, 'Je souhaite').getByRole('radio', { name: 'Vendre' }).check();
    await fillPerson(form, texts, visitor('altcha-widget'));
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    // The proof of work runs in a worker the agency's page can start (from a blob: URL).
    await tickAltcha(form, texts.altcha);
    expect(await altchaTracesOnPage(page)).toEqual({ headStyles: 0, documentSheets: 0, rootVariable: '' });

    const stored = leadStored(page, 'contact-demand');
    await form.getByRole('button', { name: texts.submit }).click();
    await expectStored(await stored, 'contact-demand', 'fr');
    await expect(page.locator('immo-valuation-form').getByRole('status')).toContainText(
      "Merci pour votre demande d'estimation",
    );
  });
});
