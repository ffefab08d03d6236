import { LANGUAGES, pagePath, propertyPath, type Lang, type PageKey } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { withConsentDecided } from '../support/consent';
import { expect, test } from '../support/test';
import { FIXED_PAGES } from './site-routes';
import { reachSlot } from '../support/reach-slot';

// Every page of the site in every language: the fixed pages (home, lists, every form page, login,
// article, legal pages, 404), a property and a thank-you page. Each answers with its status, its
// language, a title, its alternates, the header and the footer; and (WCAG 1.4.10, reflow) at 320
// CSS px it reads without scrolling sideways (German and Dutch compound words are the longest).
// One visit per page checks both: a page load is most of a browser test's time. A page kind's four
// languages are visited in one test, one browser whose cache is warm after the first: 24 tests took
// 2.5 min where 93, each in a fresh browser, took 4.9 (two workers, the 2-core machine).

const PHONE_WIDTH = 320;

/** On the market, with photos, a price and an address: the property page with the most on it. */
const property = catalogue.find(
  (candidate) =>
    candidate.Marquee === 0 && candidate.PublishPrice && candidate.PublishAddress && candidate.Pictures.length > 1,
)!;

/** The fixed pages, a property and a thank-you page. */
const PAGE_KINDS: PageKey[] = [...FIXED_PAGES, 'property', 'feedback'];

function pathOf(kind: PageKey, lang: Lang): string {
  if (kind === 'property') return propertyPath(property, lang);
  if (kind === 'feedback') return pagePath('feedback', lang, { form: 'site-contact' });
  return pagePath(kind, lang);
}

/**
 * Brings every slot into view, as a visitor scrolling down does (slots below the first screen load
 * as they come into view), and waits for all of them to have mounted: the page is complete.
 */
async function scrolledThrough(page: Page): Promise<void> {
  for (const slot of await page.locator('section.immo-slot').all()) await reachSlot(slot);
  await expect(page.locator('section.immo-slot:not([data-mounted])')).toHaveCount(0);
  // Nothing left to load: no late picture or stylesheet can widen the page after the measure.
  await page.waitForLoadState('networkidle');
}

/**
 * None when the page is no wider than the window; else the page's width and the outermost
 * elements sticking out past the window's right edge, named so a failure says where to look.
 */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return [];
    // Inside a box that clips (a map, a carousel) an element past the edge widens nothing.
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible') return true;
      return false;
    };
    const sticksOut = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element),
    );
    const outermost = sticksOut.filter(
      (element) => !sticksOut.some((other) => other !== element && other.contains(element)),
    );
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right ${Math.round(element.getBoundingClientRect().right)}`;
    return [`page ${document.documentElement.scrollWidth} px wide`, ...outermost.slice(0, 5).map(name)];
  }, PHONE_WIDTH);
}

test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });
test.beforeEach(({ page }) => withConsentDecided(page));

test.describe(`every page in every language: status, language, title, alternates, header, footer; at ${PHONE_WIDTH} px nothing scrolls sideways`, () => {
  for (const kind of PAGE_KINDS) {
    test(kind, async ({ page }) => {
      // Four page loads, each scrolled through: more than one load's time on a busy machine.
      test.slow();
      for (const lang of LANGUAGES) {
        const path = pathOf(kind, lang);
        await test.step(`${lang}: ${path}`, async () => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(kind === 'not-found' ? 404 : 200);
          await expect(page.locator('html')).toHaveAttribute('lang', lang);
          await expect(page).toHaveTitle(/\S/);
          // A 404 has no alternates: there is no equivalent page to point to.
          await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(
            kind === 'not-found' ? 0 : LANGUAGES.length + 1,
          );
          await expect(page.getByRole('banner')).toBeVisible();
          await expect(page.getByRole('contentinfo')).toBeVisible();
          await scrolledThrough(page);
          await expect.poll(() => overflow(page), { message: path }).toEqual([]);
        });
      }
    });
  }
});

test.describe(`the header at ${PHONE_WIDTH} px`, () => {
  test('keeps its menu button on screen with a wider logo and wider language codes (another font)', async ({
    page,
  }) => {
    await page.goto(pagePath('home', 'de'));
    // An agency's logo may be wider than the sample's, and a phone's system font wider than this
    // machine's: the bar must give way (the logo shrinks), not push the menu button off the screen.
    await page.addStyleTag({
      content: '.immo-logo img { aspect-ratio: 6 / 1; } .immo-language-link { letter-spacing: 0.15em; }',
    });
    const burger = page.getByRole('button', { name: 'Menü öffnen' });
    await expect(async () => {
      const box = await burger.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE_WIDTH);
    }).toPass();
    await expect.poll(() => overflow(page)).toEqual([]);
  });
});
