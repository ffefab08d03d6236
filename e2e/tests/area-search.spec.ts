import AxeBuilder from '@axe-core/playwright';
import { decodeAreas, encodeAreas, pagePath, type Area, type ListPage, type PropertyCard } from '@immo/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { offline } from '../support/offline';

// Issue 25 item 3: a search on areas drawn on the list's map (Leaflet-Geoman), kept in the URL,
// applied by the API (count, pages, the server render), with a keyboard equivalent.

const slot = (page: Page) => page.locator('#slot-mf-listings');
const cards = (page: Page) => slot(page).locator('article.immo-card');
const mapOf = (page: Page) => slot(page).locator('.immo-map[role="region"]');
const drawnAreas = (map: Locator) => map.locator('.leaflet-overlay-pane path');

async function api(page: Page, query: string, lang: string): Promise<ListPage<PropertyCard>> {
  const response = await page.request.get(`/api/properties?${query}&lang=${lang}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListPage<PropertyCard>;
}

/** The `area` of the page's URL, as the areas it stands for. */
function areasInUrl(page: Page): Area[] {
  const area = new URL(page.url()).searchParams.get('area');
  return (area && decodeAreas(area)) || [];
}

/** The one rectangle of the URL's areas (a rectangle drawn on the screen is one in latitude and longitude). */
function rectangle(page: Page) {
  const [area, ...others] = areasInUrl(page);
  expect(others).toEqual([]);
  const lats = area!.map(([lat]) => lat);
  const lngs = area!.map(([, lng]) => lng);
  return { south: Math.min(...lats), north: Math.max(...lats), west: Math.min(...lngs), east: Math.max(...lngs) };
}

/**
 * The list the page shows is the API's answer for the page's URL, fewer than `all`, each property
 * inside the drawn rectangle (with a public location: the API never places a hidden address).
 */
async function expectListInsideArea(page: Page, goal: string, lang: string, countText: (n: number) => string) {
  const area = new URL(page.url()).searchParams.get('area')!;
  const all = await api(page, `goal=${goal}`, lang);
  const expected = await api(page, `goal=${goal}&area=${encodeURIComponent(area)}`, lang);
  expect(expected.total).toBeGreaterThan(0);
  expect(expected.total).toBeLessThan(all.total);
  const box = rectangle(page);
  for (const item of expected.items) {
    expect(item.Latitude).toBeGreaterThanOrEqual(box.south);
    expect(item.Latitude).toBeLessThanOrEqual(box.north);
    expect(item.Longitude).toBeGreaterThanOrEqual(box.west);
    expect(item.Longitude).toBeLessThanOrEqual(box.east);
  }
  await expect(slot(page).getByRole('status')).toHaveText(countText(expected.total));
  await expectCards(page, expected);
  return expected;
}

/** The page's cards are the API's answer, in its order. */
async function expectCards(page: Page, expected: ListPage<PropertyCard>) {
  await expect(cards(page)).toHaveCount(expected.items.length);
  for (const [index, item] of expected.items.entries()) {
    await expect(cards(page).nth(index)).toHaveAttribute('data-property-id', String(item.ID));
  }
}

/** Whether one of these scripts is Geoman (its tooltips name the first vertex). */
async function loadedGeoman(page: Page, scripts: readonly string[]): Promise<boolean> {
  for (const url of scripts.filter((script) => script.includes('/remotes/mf-listings/'))) {
    if ((await (await page.request.get(url)).text()).includes('firstVertex')) return true;
  }
  return false;
}

/** The map's markers as points on the screen. */
async function markerPoints(map: Locator) {
  const boxes = await map.locator('.leaflet-marker-icon').evaluateAll((icons) =>
    icons.map((icon) => {
      const box = icon.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }),
  );
  return boxes;
}

test.describe('search on an area drawn on the list map', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page);
    await offline(page);
  });

  test('an area drawn with the mouse narrows the list; it survives a reload and a language switch (nl → fr)', async ({
    page,
    browser,
  }) => {
    test.slow(); // a reload, a language switch and a second browser context
    const all = await api(page, 'goal=sale', 'nl');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`${pagePath('for-sale', 'nl')}?view=map`);
    const map = mapOf(page);
    await expect(map).toHaveAttribute('data-status', 'ready');
    await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
    // Geoman is not loaded with the map, only when the visitor starts drawing.
    expect(await loadedGeoman(page, scripts)).toBe(false);

    await slot(page).getByRole('button', { name: 'Teken een gebied' }).click();
    // The button says so once Geoman (loaded on first use) draws.
    await expect(slot(page).getByRole('button', { name: 'Stoppen met tekenen' })).toBeVisible();
    expect(await loadedGeoman(page, scripts)).toBe(true);
    // The map in the middle of the screen, clear of the sticky header; then where its markers are.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const points = await markerPoints(map);
    // A rectangle around every marker but the southernmost (the properties in Spain are outside it).
    const south = Math.max(...points.map((point) => point.y));
    const inside = points.filter((point) => point.y < south - 60);
    expect(inside.length).toBeGreaterThan(0);
    const margin = 24;
    const left = Math.min(...inside.map((point) => point.x)) - margin;
    const right = Math.max(...inside.map((point) => point.x)) + margin;
    const top = Math.min(...inside.map((point) => point.y)) - margin;
    const bottom = Math.max(...inside.map((point) => point.y)) + margin;
    for (const [x, y] of [
      [left, top],
      [right, top],
      [right, bottom],
      [left, bottom],
      [left, top], // the first corner again closes the area
    ] as const) {
      await page.mouse.click(x, y);
    }
    await expect(page).toHaveURL(/[?&]area=[^&]+/);
    await expect(page).toHaveURL(/[?&]view=map/);
    const expected = await expectListInsideArea(page, 'sale', 'nl', (n) => `${n} panden`);
    expect(expected.total).toBeLessThan(all.total);
    await expect(drawnAreas(map)).toHaveCount(1);
    await expect(slot(page).getByText('Getekend gebied', { exact: true })).toBeVisible();
    await expect(slot(page).getByRole('button', { name: 'Teken een gebied' })).toBeVisible();
    const url = page.url();

    await page.reload();
    await expect(page).toHaveURL(url);
    await expect(slot(page).getByRole('status')).toHaveText(`${expected.total} panden`);
    await expect(mapOf(page)).toHaveAttribute('data-status', 'ready');
    await expect(drawnAreas(mapOf(page))).toHaveCount(1);

    await page.getByRole('banner').getByRole('link', { name: 'FR', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('for-sale', 'fr')}\\?.*area=`));
    expect(new URL(page.url()).searchParams.get('area')).toBe(new URL(url).searchParams.get('area'));
    await expectListInsideArea(page, 'sale', 'fr', (n) => `${n} biens`);
    await expect(drawnAreas(mapOf(page))).toHaveCount(1);
    await expect(slot(page).getByText('Zone dessinée', { exact: true })).toBeVisible();

    // Without JavaScript the server's render of the same URL is the same list.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(url);
    await expect(slot(plain).getByRole('status')).toHaveText(`${expected.total} panden`);
    await expectCards(plain, expected);
    await noScript.close();

    // Removed from its chip: the whole list again.
    await slot(page).getByRole('button', { name: 'Supprimer la zone dessinée' }).first().click();
    await expect(page).not.toHaveURL(/area=/);
    await expect(slot(page).getByRole('status')).toHaveText(`${all.total} biens`);
    await expect(drawnAreas(mapOf(page))).toHaveCount(0);
  });

  test('the keyboard way: zoom the focused map, then "Search within the map view" (en)', async ({ page }) => {
    await page.goto(`${pagePath('for-sale', 'en')}?view=map&city=Gent%7C9000`);
    const map = mapOf(page);
    await expect(map).toHaveAttribute('data-status', 'ready');
    const searchView = slot(page).getByRole('button', { name: 'Search within the map view' });
    // The view the map opened with (around Gent's properties), as an area.
    await searchView.press('Enter');
    await expect(page).toHaveURL(/[?&]area=/);
    const first = rectangle(page);
    const span = (box: typeof first) => box.north - box.south;

    // A keyboard user: the map takes the focus, − zooms out (the view is twice as high).
    await map.focus();
    await expect(map).toBeFocused();
    await page.keyboard.press('Minus');
    // Leaflet animates the zoom: search again until the view searched is the zoomed one.
    await expect(async () => {
      await searchView.press('Enter');
      expect(span(rectangle(page))).toBeGreaterThan(1.5 * span(first));
    }).toPass();
    await expect(drawnAreas(map)).toHaveCount(1);
    await expect(slot(page).getByText('Drawn area', { exact: true })).toBeVisible();

    // Without the city, the list is every property in that view: fewer than all, all inside.
    await slot(page).getByRole('combobox', { name: 'City', exact: true }).selectOption('');
    await expect(page).not.toHaveURL(/city=/);
    await expectListInsideArea(page, 'sale', 'en', (n) => `${n} properties`);
    await slot(page).getByRole('button', { name: 'Remove the drawn area' }).last().press('Enter');
    await expect(page).not.toHaveURL(/area=/);
    await expect(drawnAreas(map)).toHaveCount(0);
  });

  test('an area from a link is drawn and the map fits it; the map is labelled and passes axe', async ({ page }) => {
    test.slow(); // axe over the list with the map open
    // Around Gent (a shared link, as the first test's URL).
    const area = encodeAreas([
      [
        [51.12, 3.55],
        [51.12, 3.8],
        [50.95, 3.8],
        [50.95, 3.55],
      ],
    ]);
    const expected = await api(page, `goal=rent&area=${encodeURIComponent(area)}`, 'de');
    // The area narrows the rent list to some of its properties, not none and not all.
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan((await api(page, 'goal=rent', 'de')).total);
    await page.goto(`${pagePath('for-rent', 'de')}?view=map&area=${encodeURIComponent(area)}`);
    const map = mapOf(page);
    await expect(map).toHaveAttribute('data-status', 'ready');
    await expect(slot(page).getByRole('status')).toHaveText(
      expected.total === 1 ? '1 Immobilie' : `${expected.total} Immobilien`,
    );
    await expect(drawnAreas(map)).toHaveCount(1);
    await expect(map).toHaveAttribute('tabindex', '0');
    await expect(map).toHaveAccessibleName('Karte der Immobilien');
    await expect(map).toHaveAccessibleDescription(/Pfeiltasten/);
    // The map fits the area: the drawn shape fills much of it.
    await expect(async () => {
      const shape = (await drawnAreas(map).boundingBox())!;
      const frame = (await map.boundingBox())!;
      expect(shape.width * shape.height).toBeGreaterThan(0.25 * frame.width * frame.height);
    }).toPass();
    const { violations } = await new AxeBuilder({ page }).include('#slot-mf-listings').analyze();
    expect(
      violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`),
    ).toEqual([]);
  });
});
