import { LANGUAGES, propertyPath } from '@immo/shared';
import { properties as catalogue, sampleSubmission } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';

/** A visitor audit of the property page (issue 28): what an unknown, a sold or a rented property offers, and more. */

const detail = (page: Page) => page.locator('#slot-mf-property-detail');
const panel = (page: Page) => page.locator('aside#property-contact #slot-mf-forms');
const requests = (page: Page) =>
  panel(page).getByRole('group', { name: 'What would you like to ask?' }).getByRole('button');

const available = catalogue.find(
  (property) => property.Goal === 0 && property.Marquee === 0 && property.CountryID === 10 && property.EPCLabelText,
)!;
const sold = catalogue.find((property) => property.Goal === 0 && property.Marquee === 1)!;
const rented = catalogue.find((property) => property.Goal !== 0 && property.Marquee === 1)!;
/** Titles with the longest words of the catalogue ("Nieuwbouwappartementen", "Gastronomieobjekt"). */
const longWords = [4012112, 4012938].map((id) => catalogue.find((property) => property.ID === id)!);

test.beforeEach(async ({ page }) => withConsentDecided(page));

test.describe('an unknown property', () => {
  const path = '/nl/te-koop/gent/huis/999999999/';

  test('is its not-found message and links alone, from the server on: no contact panel, no similar properties', async ({
    page,
    request,
  }) => {
    // The server's page, before any script: the slots are not there at all.
    const served = await request.get(path);
    expect(served.status()).toBe(404);
    const html = await served.text();
    expect(html).toContain('id="slot-mf-property-detail"');
    expect(html).not.toContain('id="property-contact"');
    expect(html).not.toContain('id="slot-mf-forms"');
    expect(html).not.toContain('id="slot-mf-listings"');

    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(detail(page).getByText('Het gevraagde pand bestaat niet of is verkocht.')).toBeVisible();
    await expect(detail(page).getByRole('link', { name: 'Te koop' })).toBeVisible();
    // Hydrated, and scrolled to the end (where deferred slots would load): still nothing else.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('#main section[data-remote]')).toHaveCount(1);
    await expect(page.locator('#property-contact')).toHaveCount(0);
    await expect(page.getByText('Interesse in dit pand?')).toHaveCount(0);
  });
});

test.describe('"Request the documents"', () => {
  for (const { name, viewport } of [
    { name: 'desktop', viewport: { width: 1280, height: 900 } },
    { name: 'phone', viewport: { width: 390, height: 844 } },
  ]) {
    test(`opens the documents request in the contact panel, with the keyboard in its form (${name})`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(propertyPath(available, 'en'));
      await detail(page).getByRole('link', { name: 'Request the documents' }).click();
      await expect(requests(page).filter({ hasText: 'Request the documents' })).toHaveAttribute('aria-pressed', 'true');
      const form = panel(page).getByRole('form', { name: 'Request the documents' });
      await expect(form).toBeVisible();
      await expect.poll(() => form.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expect(page.locator(':focus')).toBeInViewport();
    });
  }
});

test.describe('a sold or rented property', () => {
  for (const [state, property] of [
    ['sold', sold],
    ['rented', rented],
  ] as const) {
    test(`offers no visit and no appointment once ${state}: information, documents and a friend remain`, async ({
      page,
    }) => {
      await page.goto(propertyPath(property, 'en'));
      await page.locator('aside#property-contact').scrollIntoViewIfNeeded();
      await expect(requests(page)).toHaveText([
        'Request more information',
        'Request the documents',
        'Send to a friend',
      ]);
    });
  }

  test('a visit or an appointment sent anyway is refused by the API, saying why', async ({ request }) => {
    for (const form of ['contact-visit', 'contact-appointment'] as const) {
      const response = await request.post(`/api/leads/${form}?lang=en`, {
        data: sampleSubmission(form, { propertyId: sold.ID, altcha: 'unsolved' }),
      });
      // Refused on the property's state before the captcha is even looked at.
      expect(response.status()).toBe(409);
      expect(await response.json()).toMatchObject({
        error: 'propertySold',
        message: 'The property you requested has been sold.',
      });
    }
  });
});

test.describe('the property page at 320 px (WCAG 1.4.10)', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  for (const lang of LANGUAGES) {
    test(`scrolls only down, never sideways, with its longest words (${lang})`, async ({ page }) => {
      for (const property of longWords) {
        await page.goto(propertyPath(property, lang));
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await expect
          .poll(() => detail(page).evaluate((slot) => Math.round(slot.getBoundingClientRect().right)))
          .toBeLessThanOrEqual(320 - 16);
        // The page's own content (the header is tested with every page kind in every-page.spec.ts).
        expect(await page.locator('#main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(320);
      }
    });
  }
});

test('printing a property leaves the renovation calculator button off the paper', async ({ page }) => {
  await page.goto(propertyPath(available, 'en'));
  const calculator = detail(page).getByRole('link', { name: /Calculate your renovation cost/ });
  await expect(calculator).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(calculator).toBeHidden();
  await expect(detail(page).getByRole('heading', { level: 1 })).toBeVisible();
});
