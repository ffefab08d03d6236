import { LANGUAGES, pagePath, propertyPath, type Lang } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { withConsentDecided } from '../support/consent';
import { expect, test } from '../support/test';

// The language links of a property page (visitor audit, issue 28): each leads to the property's
// canonical path in that language, its title there, with no 301 on the way — for a visitor and for
// a crawler reading the page as the server sends it. Labels from shared/src/i18n/locales/*/common.json.

/** On the market, its title different in Dutch, French and German: so are the slugs of its paths. */
const property = catalogue.find(
  (candidate) =>
    candidate.Marquee === 0 &&
    candidate.Goal === 0 &&
    candidate.CountryID === 10 &&
    new Set([candidate.Title.nl, candidate.Title.fr, candidate.Title.de]).size === 3,
)!;
const canonical = (lang: Lang) => propertyPath(property, lang);

const languageLink = (page: Page, lang: Lang) => page.locator(`a.immo-language-link[hreflang="${lang}"]`);

async function expectCanonicalLinks(page: Page): Promise<void> {
  for (const lang of LANGUAGES) await expect(languageLink(page, lang)).toHaveAttribute('href', canonical(lang));
}

test.beforeEach(({ page }) => withConsentDecided(page));

test.describe("a property page's language links", () => {
  test('lead to the canonical path of each language, which answers without a redirect', async ({ page }) => {
    await page.goto(canonical('nl'));
    await expectCanonicalLinks(page);
    for (const lang of LANGUAGES) {
      const href = (await languageLink(page, lang).getAttribute('href'))!;
      const response = await page.request.get(href, { maxRedirects: 0 });
      expect(response.status(), href).toBe(200);
    }
  });

  test('a visitor switching language lands on that path', async ({ page }) => {
    await page.goto(canonical('de'));
    await languageLink(page, 'fr').click();
    await expect(page).toHaveURL(canonical('fr'));
    await expectCanonicalLinks(page);
  });

  test('reached by a link within the site, get the new page’s paths', async ({ page }) => {
    await page.goto(pagePath('for-sale', 'nl'));
    await expect(languageLink(page, 'fr')).toHaveAttribute('href', pagePath('for-sale', 'fr'));
    // An in-site navigation, as a card's link does: no page load, the shell renders the property.
    await page.evaluate((path) => {
      const link = Object.assign(document.createElement('a'), { href: path, textContent: 'property' });
      document.getElementById('main')!.append(link);
      link.click();
    }, canonical('nl'));
    await expect(page).toHaveURL(canonical('nl'));
    await expectCanonicalLinks(page);
  });
});

test.describe('as the server sends them (no script: a crawler)', () => {
  test.use({ javaScriptEnabled: false });

  test("are the canonical paths too, the same as the head's hreflang alternates", async ({ page }) => {
    await page.goto(canonical('fr'));
    await expectCanonicalLinks(page);
    for (const lang of LANGUAGES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
        'href',
        new RegExp(`^https?://[^/]+${canonical(lang).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
  });
});
