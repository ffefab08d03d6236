import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency.js';

test.describe('two widgets of different remotes on one agency page', () => {
  test('both render, on one federation runtime, without its "multiple runtime" warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto(agencyUrl('two-widgets.html'));
    await expect(page.locator('immo-search').getByRole('combobox')).toBeVisible();
    await expect(page.locator('immo-property-list').locator('article.immo-card')).toHaveCount(2);
    // One host serves the page: the second embed.js joins the first one's federation instance.
    const instances = await page.evaluate(() =>
      (globalThis as { __FEDERATION__?: { __INSTANCES__: Array<{ name: string }> } }).__FEDERATION__?.__INSTANCES__.map(
        (instance) => instance.name,
      ),
    );
    expect(instances?.filter((name) => name.endsWith('_embed'))).toHaveLength(1);
    expect(warnings.filter((text) => /module federation runtime/i.test(text))).toEqual([]);
  });
});
