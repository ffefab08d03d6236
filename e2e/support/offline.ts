import type { Page } from '@playwright/test';

/**
 * No request may leave the machine (map tiles, players, tags): every request to another host is
 * aborted, and the page must work without it. Returns the addresses the page tried.
 */
export async function offline(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => {
    blocked.push(route.request().url());
    return route.abort();
  });
  return blocked;
}
