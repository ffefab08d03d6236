import AxeBuilder from '@axe-core/playwright';
import { pagePath, type ListPage, type PropertyCard } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency';
import { withConsentDecided } from '../support/consent';
import { offline } from '../support/offline';

const slot = (page: Page) => page.locator('#slot-mf-listings');
const cards = (page: Page) => slot(page).locator('article.immo-card');
const select = (page: Page, name: string) => slot(page).getByRole('combobox', { name, exact: true });
const card = (page: Page, id: number) => slot(page).locator(`article[data-property-id="${id}"]`);

async function api(page: Page, query: string, lang = 'en'): Promise<ListPage<PropertyCard>> {
  const response = await page.request.get(`/api/properties?${query}&lang=${lang}`);
  return (await response.json()) as ListPage<PropertyCard>;
}

async function axe(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#slot-mf-listings').analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

test.describe('property lists on the composed site', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page);
    await offline(page);
  });

  test('filters by city={Name}|{Zip} and type={WebID} from the URL (en)', async ({ page }) => {
    const expected = await api(page, 'goal=sale&city=Gent%7C9000');
    await page.goto('/for-sale/?city=Gent%7C9000');
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Properties for sale');
    await expect(slot(page).getByText(`${expected.total} properties`)).toBeVisible();
    const shown = Math.min(12, expected.total);
    await expect(cards(page).locator('.immo-card__type')).toHaveText(Array<RegExp>(shown).fill(/9000 Gent/));
    await expect(select(page, 'City')).toHaveValue('Gent|9000');
    await axe(page);
  });

  test('filters by type from the URL, in Dutch', async ({ page }) => {
    const expected = await api(page, 'goal=sale&type=2', 'nl');
    await page.goto(`${pagePath('for-sale', 'nl')}?type=2`);
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Panden te koop');
    await expect(slot(page).getByText(`${expected.total} panden`)).toBeVisible();
    await expect(select(page, 'Type')).toHaveValue('2');
    const first = expected.items[0]!;
    await expect(card(page, first.ID)).toContainText(first.TypeDescription);
  });

  test('a filter chosen in the page goes into the URL, and the back button restores the one before', async ({
    page,
  }) => {
    await page.goto('/for-sale/');
    await expect(slot(page).getByText('Page 1 of 3')).toBeVisible();
    await select(page, 'City').selectOption('Gent|9000');
    await expect(page).toHaveURL(/\/for-sale\/\?city=Gent%7C9000$/);
    await select(page, 'Bedrooms (minimum)').selectOption('3');
    await expect(page).toHaveURL(/\?city=Gent%7C9000&minBedrooms=3$/);
    const narrowed = await api(page, 'goal=sale&city=Gent%7C9000&minBedrooms=3');
    await expect(slot(page).getByText(`${narrowed.total} propert`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/for-sale\/\?city=Gent%7C9000$/);
    await expect(select(page, 'Bedrooms (minimum)')).toHaveValue('');
    await expect(select(page, 'City')).toHaveValue('Gent|9000');
    await page.goBack();
    await expect(page).toHaveURL(/\/for-sale\/$/);
    await expect(select(page, 'City')).toHaveValue('');
    await expect(slot(page).getByText('32 properties')).toBeVisible();
  });

  test('pages "page x of y" with links, and the back button returns to the page before', async ({ page }) => {
    const second = await api(page, 'goal=sale&page=2');
    await page.goto('/for-sale/');
    await expect(slot(page).getByText('Page 1 of 3')).toBeVisible();
    await slot(page).getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page).toHaveURL(/\/for-sale\/\?page=2$/);
    await expect(slot(page).getByText('Page 2 of 3')).toBeVisible();
    await expect(cards(page).first()).toHaveAttribute('data-property-id', String(second.items[0]!.ID));
    await expect(slot(page).getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(slot(page).getByText('Page 1 of 3')).toBeVisible();
  });

  test('sold and rented references carry the marquee in the visitor language', async ({ page }) => {
    const references = await api(page, 'references=1&pageSize=48');
    const sold = references.items.find((item) => item.Status === 'sold')!;
    const rented = references.items.find((item) => item.Status === 'rented')!;
    await page.goto(pagePath('references', 'nl'));
    await expect(card(page, sold.ID).locator('.immo-card__marquee')).toHaveText('VERKOCHT');
    await expect(card(page, rented.ID).locator('.immo-card__marquee')).toHaveText('Verhuurd');
    await page.goto(pagePath('references', 'en'));
    await expect(card(page, sold.ID).locator('.immo-card__marquee')).toHaveText('Sold');
    await expect(card(page, rented.ID).locator('.immo-card__marquee')).toHaveText('Rented');
    await axe(page);
  });

  test('a price or an address the agency does not publish is not on the card', async ({ page }) => {
    const hiddenPrice = catalogue.find((property) => !property.PublishPrice && property.Goal === 0)!;
    const hiddenAddress = catalogue.find((property) => !property.PublishAddress && property.Goal === 0)!;
    for (const hidden of [hiddenPrice, hiddenAddress]) {
      await page.goto(`/for-sale/?city=${encodeURIComponent(`${hidden.City}|${hidden.Zip}`)}&type=${hidden.WebID}`);
      const item = card(page, hidden.ID);
      await expect(item).toBeVisible();
      if (!hidden.PublishPrice) await expect(item.locator('.immo-card__price')).toHaveCount(0);
      else await expect(item.locator('.immo-card__price')).toContainText('€');
      if (!hidden.PublishAddress) await expect(item).not.toContainText(hidden.Street);
      else await expect(item.locator('.immo-card__address')).toContainText(hidden.Street);
    }
  });

  test('says so when nothing matches, in two languages', async ({ page }) => {
    await page.goto('/for-sale/?city=Nowhere%7C0000');
    await expect(slot(page).getByText('No results were found for your search.')).toBeVisible();
    await page.goto(`${pagePath('for-rent', 'nl')}?city=Nergens%7C0000`);
    await expect(slot(page).getByText('Er werden geen resultaten gevonden voor uw zoekopdracht.')).toBeVisible();
    await slot(page).getByRole('button', { name: 'Filters wissen' }).first().click();
    await expect(page).toHaveURL(/\/nl\/te-huur\/$/);
    await expect(cards(page).first()).toBeVisible();
  });

  test('lists the new-build projects, and says when there are none', async ({ page }) => {
    await page.goto(pagePath('projects', 'en'));
    await expect(slot(page).getByText('3 projects')).toBeVisible();
    await expect(slot(page).locator('article.immo-card--project')).toHaveCount(3);
    await axe(page);
    // The server renders a page's list from its own data: the empty answer is the browser's, after an
    // in-site navigation (the language switch), where the list is asked for in the browser.
    await page.route('**/api/projects?**', (route) => route.fulfill({ json: [] }));
    await page.getByRole('link', { name: 'NL', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('projects', 'nl')}$`));
    await expect(slot(page).getByText('Er zijn momenteel geen projecten beschikbaar.')).toBeVisible();
  });

  test('lists foreign properties under /Buitenland/', async ({ page }) => {
    const foreign = await api(page, 'foreign=1&pageSize=48');
    await page.goto(pagePath('foreign', 'nl'));
    await expect(cards(page)).toHaveCount(Math.min(12, foreign.total));
    await expect(card(page, foreign.items[0]!.ID)).toBeVisible();
  });

  test('the map view shows a marker for each listed property with a public location, with no tile server', async ({
    page,
  }) => {
    const listed = await api(page, 'goal=sale');
    const placed = listed.items.filter((item) => item.Latitude !== undefined).length;
    await page.goto('/for-sale/');
    await slot(page).getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/\?view=map$/);
    const map = slot(page).getByRole('region', { name: 'Map of the properties' });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(placed);
    await expect(cards(page)).toHaveCount(12);
    if (placed < listed.items.length) {
      await expect(slot(page).getByText(/no public location and (is|are) not on the map/)).toBeVisible();
    }
    // A marker is a keyboard-reachable button that opens a popup linking to the property.
    const marker = map.locator('.leaflet-marker-icon').first();
    await marker.focus();
    await page.keyboard.press('Enter');
    await expect(map.locator('.leaflet-popup-content a')).toHaveAttribute('href', /^\/property\/\d+\/$/);
    await axe(page);
    await page.goBack();
    await expect(slot(page).locator('.leaflet-container')).toHaveCount(0);
  });

  test('favourites survive a reload, and the favourites list shows them (nl)', async ({ page }) => {
    await page.goto(pagePath('for-rent', 'nl'));
    const first = cards(page).first();
    await expect(first).toHaveAttribute('data-property-id', /^\d+$/);
    const id = await first.getAttribute('data-property-id');
    const remove = card(page, Number(id)).getByRole('button', { name: /^Verwijderen uit favorieten/ });
    await first.getByRole('button', { name: /^Toevoegen aan favorieten/ }).click();
    // Chosen (and so stored) before the reload.
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    await slot(page).getByRole('button', { name: 'Mijn favorieten (1)' }).click();
    await expect(page).toHaveURL(/\?favourites=1$/);
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Mijn favorieten');
    await expect(cards(page)).toHaveCount(1);
    await page.reload();
    await expect(card(page, Number(id))).toBeVisible();
    await axe(page);
  });

  test('from the home page to a list and back: the remote follows the page', async ({ page }) => {
    await page.goto('/');
    await expect(cards(page)).toHaveCount(4);
    await expect(slot(page).getByRole('heading', { level: 2, name: 'Latest properties' })).toBeVisible();
    await axe(page);
    await page.getByRole('banner').getByRole('link', { name: 'For sale', exact: true }).click();
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Properties for sale');
    await expect(cards(page)).toHaveCount(12);
    await page.goBack();
    // Below the first screen, the latest properties load as they come into view.
    await slot(page).scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(4);
  });

  test('the home page loads no Leaflet and none of the list code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(cards(page)).toHaveCount(4);
    // The server's cards are read at once; their code comes as they come into view.
    await slot(page).scrollIntoViewIfNeeded();
    await expect(page.locator('#slot-mf-listings[data-mounted]')).toBeAttached();
    const listings = scripts.filter((url) => url.includes('/remotes/mf-listings/'));
    expect(listings.length).toBeGreaterThan(0);
    for (const url of listings) {
      const body = await (await page.request.get(url)).text();
      expect(body).not.toContain('leaflet-container');
      expect(body).not.toContain('immo-filters__panel');
      expect(body).not.toContain('ZodError');
    }
  });

  for (const width of [390, 1280]) {
    test(`screenshots at ${width} px: list, map, home module`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      for (const [name, path] of [
        ['list', '/for-sale/?city=Gent%7C9000'],
        ['map', `${pagePath('for-sale', 'nl')}?view=map`],
        ['references', pagePath('references', 'fr')],
        ['home', '/'],
      ] as const) {
        await page.goto(path);
        await expect(cards(page).first()).toBeVisible();
        await slot(page).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`listings-${name}-${width}.png`), fullPage: true });
      }
      // Nothing of the list is wider than the screen.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('<immo-property-list> on an agency site (embed.js)', () => {
  test('renders rentals in its shadow root, in the language of its attribute', async ({ page }) => {
    const blocked = await offline(page);
    await page.goto(agencyUrl('property-list.html'));
    const widget = page.locator('immo-property-list');
    await expect(widget.locator('article.immo-card')).toHaveCount(4);
    expect(await widget.evaluate((element) => element.shadowRoot !== null)).toBe(true);
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Panden te huur');
    // Paging stays inside the widget: the agency's URL does not change.
    const url = page.url();
    await widget.getByRole('button', { name: 'Ga naar pagina 2' }).click();
    await expect(widget.getByText('Pagina 2 van 5')).toBeVisible();
    await expect(page).toHaveURL(url);
    await widget.getByRole('button', { name: 'Kaart' }).click();
    await expect(widget.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(blocked.every((request) => !request.includes('127.0.0.1') && !request.includes('localhost'))).toBe(true);
    const { violations } = await new AxeBuilder({ page }).include('immo-property-list').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  test("links its cards to the property's page on our site, in its language (the agency serves none)", async ({
    page,
    baseURL,
  }) => {
    await offline(page);
    await page.goto(agencyUrl('property-list.html'));
    const card = page.locator('immo-property-list article.immo-card').first();
    const id = await card.getAttribute('data-property-id');
    const link = card.locator('a.immo-card__link');
    // An absolute address on the site (the widget's api), a rental's page in Dutch.
    const site = new URL(baseURL!).origin.replace(/[.]/g, '\\.');
    const propertyPage = new RegExp(`^${site}/nl/(te-huur|buitenland)/[^?#]+/${id}/$`);
    await expect(link).toHaveAttribute('href', propertyPage);
    const title = await link.textContent();
    await link.click();
    await expect(page).toHaveURL(propertyPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
  });
});
