import { expect, test as base, type Page } from '@playwright/test';

/**
 * The server sends each page with its content; a control answers only once the browser has
 * hydrated it, as on any server-rendered site. A visitor reads first; a test acts at once. So after
 * each load, a test waits as a visitor would, until the shell and every slot the server rendered
 * and that loads at once are live (`data-mounted`, set by the shell when a remote has mounted).
 */
export async function pageHydrated(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          // The cookie dialog the server drew (outside the shell's root) is such a slot too.
          const waiting = document.querySelectorAll(
            'section.immo-slot[data-version][data-load="at-once"]:not([data-mounted]), #slot-mf-consent:not(:empty):not([data-mounted])',
          );
          // Not a page of the site (a file, an agency's page): nothing to wait for.
          if (!document.getElementById('immo-shell')) return true;
          return document.documentElement.hasAttribute('data-hydrated') && waiting.length === 0;
        }),
      { message: 'the page was hydrated' },
    )
    .toBe(true);
}

function awaitingHydration<Args extends unknown[], Result>(
  page: Page,
  act: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return async (...args) => {
    const result = await act(...args);
    // A page that ran no script (a test with JavaScript off) stays as the server sent it.
    if (await page.evaluate(() => true).catch(() => false)) await pageHydrated(page);
    return result;
  };
}

/** Playwright's test, with `page.goto` and `page.reload` waiting for the page to be hydrated. */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      page.goto = awaitingHydration(page, page.goto.bind(page));
      page.reload = awaitingHydration(page, page.reload.bind(page));
    }
    await use(page);
  },
});

export { expect };
