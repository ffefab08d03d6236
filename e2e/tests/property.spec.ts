import AxeBuilder from '@axe-core/playwright';
import { formatPrice, pagePath, propertyPath, type CatalogueProperty, type Lang } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { offline } from '../support/offline';

const slot = (page: Page) => page.locator('#slot-mf-property-detail');
const detail = (page: Page) => slot(page).locator('article.immo-detail');
const gallery = (page: Page) => slot(page).locator('section[aria-roledescription="carousel"]');
const fullscreen = (page: Page) => page.getByRole('dialog');

/** The page's words in each language (shared/src/i18n/locales/{lang}/property.json and friends). */
const TEXTS = {
  en: {
    reference: 'Ref: ',
    photoOf: (index: number, total: number) => `Photo ${index} of ${total}`,
    fullscreen: 'Full screen',
    features: 'Features',
    bedrooms: 'Bedrooms',
    map: 'Map showing the location of the property',
  },
  nl: {
    reference: 'Ref: ',
    photoOf: (index: number, total: number) => `Foto ${index} van ${total}`,
    fullscreen: 'Volledig scherm',
    features: 'Kenmerken',
    bedrooms: 'Slaapkamers',
    map: 'Kaart met de ligging van het pand',
  },
  fr: {
    reference: 'Réf. : ',
    photoOf: (index: number, total: number) => `Photo ${index} sur ${total}`,
    fullscreen: 'Plein écran',
    features: 'Caractéristiques',
    bedrooms: 'Chambres',
    map: 'Carte indiquant la situation du bien',
  },
  de: {
    reference: 'Ref.: ',
    photoOf: (index: number, total: number) => `Foto ${index} von ${total}`,
    fullscreen: 'Vollbild',
    features: 'Merkmale',
    bedrooms: 'Schlafzimmer',
    map: 'Karte mit der Lage der Immobilie',
  },
} as const satisfies Record<Lang, unknown>;

const record = (id: number): CatalogueProperty => catalogue.find((property) => property.ID === id)!;

/** Open and on the market, with photos, a published price and address (so a map), and bedrooms. */
const complete = (property: CatalogueProperty) =>
  property.Marquee === 0 &&
  property.PublishPrice &&
  property.PublishAddress &&
  property.Latitude !== undefined &&
  property.Pictures.length > 1 &&
  (property.Details.Bedrooms ?? 0) > 0;

const forSale = catalogue.filter((property) => property.Goal === 0 && property.CountryID === 10);
const sold = forSale.find((property) => property.Marquee === 1)!;
const rented = catalogue.find((property) => property.Goal !== 0 && property.Marquee === 1)!;
/** A YouTube video and a Matterport tour. */
const withMedia = catalogue.find(
  (property) => property.Video?.includes('youtube') && property.VirtualTour?.includes('matterport'),
)!;
const withVimeo = catalogue.find((property) => property.Video?.includes('vimeo'))!;
const house = forSale.find((property) => complete(property) && property.Pictures.length > 2)!;

async function axe(page: Page, ...also: string[]) {
  const builder = new AxeBuilder({ page }).include('#slot-mf-property-detail');
  for (const selector of also) builder.include(selector);
  const { violations } = await builder.analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([]);
}

/** Title, reference, price, every photo, the facts and, once scrolled to, the map with its marker. */
async function expectPropertyPage(page: Page, property: CatalogueProperty, lang: Lang) {
  const texts = TEXTS[lang];
  await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(property.Title[lang]);
  await expect(detail(page).getByText(`${texts.reference}${property.ID}`, { exact: true })).toBeVisible();
  await expect(detail(page).locator('.immo-detail__price')).toHaveText(
    formatPrice(property.Price, { priceUnit: property.PriceUnit, lang }),
  );

  const total = property.Pictures.length;
  await expect(gallery(page).locator('[aria-roledescription="slide"]')).toHaveCount(total);
  await expect(gallery(page).getByText(texts.photoOf(1, total), { exact: true })).toBeVisible();
  const first = gallery(page).getByRole('button', { name: `${texts.fullscreen}: ${texts.photoOf(1, total)}` });
  await expect(first.locator('img')).toHaveJSProperty('complete', true);
  await expect
    .poll(() => first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  await expect(detail(page).getByRole('heading', { level: 2, name: texts.features })).toBeVisible();
  const bedrooms = detail(page)
    .locator('.immo-sheet__row')
    .filter({ has: page.getByText(texts.bedrooms) });
  await expect(bedrooms.locator('dd')).toHaveText(String(property.Details.Bedrooms));

  const map = detail(page).getByRole('region', { name: texts.map });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
}

test.describe('the property page on the composed site', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page);
    await offline(page);
  });

  for (const lang of ['en', 'nl', 'fr', 'de'] as const) {
    test(`a card on the list leads to its page with photos, price, facts and map (${lang})`, async ({ page }) => {
      await page.goto(pagePath('for-sale', lang));
      const cards = page.locator('#slot-mf-listings article.immo-card');
      await expect(cards.first()).toBeVisible();
      const ids = await cards.evaluateAll((elements) => elements.map((element) => Number(element.dataset.propertyId)));
      const property = ids.map(record).find((candidate) => candidate && complete(candidate))!;
      expect(property).toBeDefined();
      await cards.getByRole('link', { name: property.Title[lang], exact: true }).click();
      await expect(page).toHaveURL(propertyPath(property, lang));
      await expectPropertyPage(page, property, lang);
    });
  }

  test('the full-screen gallery works with the keyboard alone', async ({ page }) => {
    const total = house.Pictures.length;
    await page.goto(propertyPath(house, 'en'));
    const opener = gallery(page).getByRole('button', { name: `Full screen: Photo 1 of ${total}` });
    await expect(opener).toBeVisible();
    // The breadcrumb's last link is the page's last stop before the photos.
    await slot(page).getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(fullscreen(page)).toBeVisible();
    await expect(fullscreen(page)).toHaveAccessibleName(`Photos of ${house.Title.en}`);
    await expect(fullscreen(page).getByText(`Photo 1 of ${total}`, { exact: true })).toBeVisible();
    // Focus is trapped in the dialog.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await expect(fullscreen(page).locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('ArrowRight');
    await expect(fullscreen(page).getByText(`Photo 2 of ${total}`, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(fullscreen(page)).toBeHidden();
    // Back on the carousel's photo button: the one that opened it, or the photo the visitor stopped at.
    await expect(page.locator(':focus')).toHaveAccessibleName(new RegExp(`^Full screen: Photo [12] of ${total}$`));
    await expect(gallery(page).locator(':focus')).toHaveCount(1);
  });

  test('a sold property says so in the page language', async ({ page }) => {
    await page.goto(propertyPath(sold, 'nl'));
    const status = detail(page).getByRole('status').filter({ hasText: 'VERKOCHT' });
    await expect(status).toContainText('Het gevraagde pand is verkocht.');
    await page.goto(propertyPath(sold, 'fr'));
    await expect(detail(page).getByRole('status').filter({ hasText: 'VENDU' })).toContainText(
      'Le bien demandé a été vendu.',
    );
    await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(sold.Title.fr);
  });

  test('a rented property says so in the page language', async ({ page }) => {
    await page.goto(propertyPath(rented, 'en'));
    await expect(detail(page).getByRole('status').filter({ hasText: 'Rented' })).toContainText(
      'The property you requested has been rented.',
    );
    await page.goto(propertyPath(rented, 'de'));
    await expect(detail(page).getByRole('status').filter({ hasText: 'Vermietet' })).toContainText(
      'Die gewünschte Immobilie wurde vermietet.',
    );
  });

  test('an unknown property answers 404 and says so, with links to the lists (nl, en)', async ({ page }) => {
    const dutch = await page.goto(`${pagePath('for-sale', 'nl')}gent/onbekend-pand/999999/`);
    expect(dutch?.status()).toBe(404);
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Pand niet gevonden');
    await expect(slot(page).getByText('Het gevraagde pand bestaat niet of is verkocht.')).toBeVisible();
    await expect(slot(page).getByRole('link', { name: 'Te koop' })).toHaveAttribute('href', '/nl/te-koop/');
    await expect(slot(page).getByRole('link', { name: 'Te huur' })).toHaveAttribute('href', '/nl/te-huur/');
    await expect(slot(page).getByRole('link', { name: 'Zoek een pand' })).toHaveAttribute('href', '/nl/');

    const english = await page.goto('/property/999999/');
    expect(english?.status()).toBe(404);
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Property Not Found');
    await expect(slot(page).getByText('The property you requested does not exist or has been sold.')).toBeVisible();
    await expect(slot(page).getByRole('link', { name: 'For sale' })).toHaveAttribute('href', '/for-sale/');
    await expect(slot(page).getByRole('link', { name: 'Search for a property' })).toHaveAttribute('href', '/');
  });

  test('the slug follows the language: the header switch and a stale slug lead to the canonical path', async ({
    page,
  }) => {
    const dutchPath = propertyPath(house, 'nl');
    const frenchPath = propertyPath(house, 'fr');
    await page.goto(dutchPath);
    await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(house.Title.nl);
    await page.getByRole('banner').getByRole('link', { name: 'FR', exact: true }).click();
    await expect(page).toHaveURL(frenchPath);
    await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(house.Title.fr);

    // The Dutch city and title under the French prefix: the server answers 301 to the French path.
    const dutchSlugInFrench = `${pagePath('for-sale', 'fr')}${dutchPath.split('/').slice(3).join('/')}`;
    expect(dutchSlugInFrench).not.toBe(frenchPath);
    const response = await page.goto(dutchSlugInFrench);
    const redirect = await response!.request().redirectedFrom()?.response();
    expect(redirect?.status()).toBe(301);
    expect(redirect?.headers().location).toBe(frenchPath);
    await expect(page).toHaveURL(frenchPath);
    await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(house.Title.fr);

    // The short form too.
    const short = await page.request.get(`/nl/pand/${house.ID}/`, { maxRedirects: 0 });
    expect(short.status()).toBe(301);
    expect(short.headers().location).toBe(dutchPath);
  });

  test('the head carries JSON-LD (RealEstateListing, BreadcrumbList), og:type article and the first photo', async ({
    page,
  }) => {
    await page.goto(propertyPath(house, 'nl'));
    await expect(detail(page)).toBeVisible();
    const types = async () => {
      const graphs = await page
        .locator('head script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>),
        );
      return graphs.flatMap((data) =>
        ((data['@graph'] as Array<Record<string, unknown>> | undefined) ?? [data]).map((node) => node['@type']),
      );
    };
    await expect.poll(types).toEqual(expect.arrayContaining(['RealEstateListing', 'BreadcrumbList']));
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveAttribute(
      'href',
      new RegExp(`^/media/${house.ID}/`),
    );
  });

  test('the sheet, the documents, energy and Street View: what a visitor does next', async ({ page }) => {
    await page.goto(propertyPath(withMedia, 'en'));
    await expect(detail(page).getByRole('heading', { level: 1 })).toHaveText(withMedia.Title.en);
    await expect(detail(page).getByRole('link', { name: /^Information sheet/ })).toHaveAttribute(
      'href',
      `/api/properties/${withMedia.ID}/sheet?lang=en`,
    );
    // The documents are asked for in the contact panel beside the page (the forms remote's slot).
    await expect(detail(page).getByRole('link', { name: 'Request the documents' })).toHaveAttribute(
      'href',
      '#property-contact',
    );
    await expect(page.locator('aside#property-contact #slot-mf-forms')).toBeAttached();
    await expect(detail(page).getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(detail(page).getByRole('button', { name: /^(Copy link|Share)$/ })).toBeVisible();
    const energy = detail(page).getByRole('region', { name: 'Energy' });
    await expect(energy.getByRole('img', { name: /^EPC label [A-G][+]* \(Flanders\)$/ })).toBeVisible();
    await expect(energy.getByRole('link', { name: /^Calculate your renovation cost/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(detail(page).getByRole('link', { name: /^Open Street View/ })).toHaveAttribute('target', '_blank');
  });

  test('axe finds no serious or critical violation, full-screen gallery open included', async ({ page }) => {
    test.slow(); // axe twice over a page of photos, a map and a gallery
    await page.goto(propertyPath(withMedia, 'en'));
    await expect(detail(page).getByRole('heading', { level: 1 })).toBeVisible();
    const map = detail(page).getByRole('region', { name: TEXTS.en.map });
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await axe(page);
    await gallery(page)
      .getByRole('button', { name: /^Full screen: Photo 1 of/ })
      .click();
    await expect(fullscreen(page)).toBeVisible();
    await axe(page, '[role="dialog"]');
  });
});

test.describe('video and virtual tour behind the consent gate', () => {
  /** Hosts of the players and tours: nothing of theirs may be asked for before consent. */
  const PLAYER_HOSTS =
    /^https?:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com|vimeo\.com|vimeocdn\.com|facebook\.com|facebook\.net|fbcdn\.net|matterport\.com)\//;

  test('with necessary cookies only nothing is framed; the gate’s button frames the player', async ({ page }) => {
    await withConsentDecided(page);
    const blocked = await offline(page);
    await page.goto(propertyPath(withMedia, 'en'));
    const video = detail(page).getByRole('group', { name: 'Video' });
    const tour = detail(page).getByRole('group', { name: 'Virtual tour' });
    await expect(video).toContainText('This content needs cookies of the category “Social media”.');
    await expect(tour).toContainText('This content needs cookies of the category “Unclassified”.');
    await page.waitForLoadState('networkidle');
    await expect(detail(page).locator('iframe')).toHaveCount(0);
    expect(blocked.filter((url) => PLAYER_HOSTS.test(url))).toEqual([]);

    await video.getByRole('button', { name: 'Accept cookies and show' }).click();
    await expect(detail(page).locator('iframe[title="Video"]')).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/,
    );
    // Social media accepted, the tour's category still not.
    await expect(detail(page).locator('iframe[title="Virtual tour"]')).toHaveCount(0);
    await tour.getByRole('button', { name: 'Accept cookies and show' }).click();
    await expect(detail(page).locator('iframe[title="Virtual tour"]')).toHaveAttribute(
      'src',
      /^https:\/\/my\.matterport\.com\/show\/\?m=/,
    );

    // Both players were asked for (and blocked here) before the next page: a frame's late request
    // must not count as the next page's.
    await expect
      .poll(() =>
        ['youtube-nocookie.com', 'matterport.com'].filter((host) => blocked.some((url) => url.includes(host))),
      )
      .toHaveLength(2);

    // A Vimeo video, necessary cookies only again (the stored choice is reset on each load).
    const before = blocked.length;
    await page.goto(propertyPath(withVimeo, 'nl'));
    const vimeo = detail(page).getByRole('group', { name: 'Video' });
    await expect(vimeo).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(blocked.slice(before).filter((url) => PLAYER_HOSTS.test(url))).toEqual([]);
    await vimeo.getByRole('button').click();
    await expect(detail(page).locator('iframe[title="Video"]')).toHaveAttribute(
      'src',
      /^https:\/\/player\.vimeo\.com\/video\/\d+/,
    );
  });
});
