import type { Page, Request } from '@playwright/test';

/** The hosts of the site info's tags (Google Analytics, Ads, Tag Manager, Meta pixel). */
export const TAG_HOSTS =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|doubleclick\.net|facebook\.net|facebook\.com)\//;

/**
 * Answers every tag request with an empty local stub (no request leaves the machine) and records
 * them: the returned list grows as the page asks for tags.
 */
export async function stubTags(page: Page): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request: Request) => {
    if (TAG_HOSTS.test(request.url())) requested.push(request.url());
  });
  await page
    .context()
    .route(TAG_HOSTS, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* tag stub */' }),
    );
  return requested;
}

/** The page's data layer, `arguments` entries (what gtag pushes) as plain arrays. */
export function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
    ),
  );
}

/** The paths of the page views sent to Google Analytics so far. */
export async function googlePageViews(page: Page): Promise<string[]> {
  return (await dataLayer(page))
    .filter(
      (entry): entry is [string, string, { page_location?: string; send_to?: string }] =>
        Array.isArray(entry) && entry[0] === 'event' && entry[1] === 'page_view',
    )
    .filter(([, , params]) => params.send_to?.startsWith('G-'))
    .map(([, , params]) => new URL(params.page_location ?? '').pathname);
}
