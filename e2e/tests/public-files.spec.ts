import { pagePath } from '@immo/shared';
import { expect, test } from '../support/test';

test.describe('what the site serves publicly', () => {
  test("no script names or serves its source map (the site's sources stay private)", async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(pagePath('home', 'nl'));
    await expect(page.locator('#slot-mf-search').getByRole('combobox')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(5);
    for (const url of scripts) {
      const body = await (await request.get(url)).text();
      expect(body, url).not.toContain('sourceMappingURL');
      expect((await request.get(`${url}.map`)).status(), `${url}.map`).toBe(404);
    }
  });
});
