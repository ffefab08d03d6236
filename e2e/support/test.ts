import { expect, test as base, type Page } from '@playwright/test';

/**
 * The server sends each page with its content; a control answers only once the browser has
 * hydrated it, as on any server-rendered site. A visitor reads first; a test acts at once. So after
 * each load, a test waits as a visitor would, until the shell and every slot the server rendered
 * and that loads at once are live (`data-mounted`, set by the shell when a remote has mounted).
 *
 * A slot whose code waits for the visitor (`load: 'on-interaction'`: a list, a form page, home's
 * search box, a first visit's cookie dialog) comes when they reach for it; by default a test's
 * visitor does (their pointer comes over each) and the test waits for those too. A test of what a
 * page does before anyone reaches for it says `test.use({ reachesForSlots: false })`.
 */
export async function pageHydrated(page: Page, reachesForSlots = false): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((reach) => {
          // Not a page of the site (a file, an agency's page): nothing to wait for.
          if (!document.getElementById('immo-shell')) return true;
          const hydrated = document.documentElement.hasAttribute('data-hydrated');
          // The shell listens for the visitor once it is hydrated: then their pointer comes over
          // each slot that waits for it.
          if (hydrated && reach) {
            const reachable =
              'section.immo-slot[data-load="on-interaction"], #slot-mf-consent[data-load="on-interaction"]';
            for (const slot of document.querySelectorAll(reachable)) {
              slot.dispatchEvent(new PointerEvent('pointerenter'));
            }
          }
          const loads = reach ? ['at-once', 'on-interaction'] : ['at-once'];
          // The cookie dialog the server drew (outside the shell's root) is such a slot too: at once
          // for a stored choice, waiting for the visitor on a first visit.
          const waiting = document.querySelectorAll(
            loads
              .flatMap((load) => [
                `section.immo-slot[data-version][data-load="${load}"]:not([data-mounted])`,
                `#slot-mf-consent[data-load="${load}"]:not(:empty):not([data-mounted])`,
              ])
              .join(', '),
          );
          return hydrated && waiting.length === 0;
        }, reachesForSlots),
      { message: 'the page was hydrated' },
    )
    .toBe(true);
}

function awaitingHydration<Args extends unknown[], Result>(
  page: Page,
  act: (...args: Args) => Promise<Result>,
  reachesForSlots: boolean,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const result = await act(...args);
    // A page that ran no script (a test with JavaScript off) stays as the server sent it.
    if (await page.evaluate(() => true).catch(() => false)) await pageHydrated(page, reachesForSlots);
    return result;
  };
}

/** Playwright's test, with `page.goto` and `page.reload` waiting for the page to be hydrated. */
export const test = base.extend<{ reachesForSlots: boolean }>({
  reachesForSlots: [true, { option: true }],
  page: async ({ page, javaScriptEnabled, reachesForSlots }, use) => {
    if (javaScriptEnabled !== false) {
      page.goto = awaitingHydration(page, page.goto.bind(page), reachesForSlots);
      page.reload = awaitingHydration(page, page.reload.bind(page), reachesForSlots);
    }
    await use(page);
  },
});

export { expect };
