import { pagePath, type Lang } from '@immo/shared';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { holdDocument } from '../support/held-document';
import { hydrationTrouble } from '../support/hydration';
import { layoutShift } from '../support/layout-shift';
import { reachSlot } from '../support/reach-slot';

type ListCard = { ID: number; Title: string };

/** The first page of a list, as the API answers it. */
async function firstCards(page: Page, lang: Lang, goal: 'sale'): Promise<ListCard[]> {
  const answer = await page.request.get(`/api/properties?goal=${goal}&pageSize=12&sort=newest&page=1&lang=${lang}`);
  return ((await answer.json()) as { items: ListCard[] }).items;
}

/** The hashed class Mantine gives an element of a component, the one its stylesheet names. */
function mantineClassOf(element: Locator): Promise<string | undefined> {
  return element.evaluate((node) => [...node.classList].find((name) => /^m_[0-9a-f]{8}$/.test(name)));
}

test.describe('a page as the server sends it, without JavaScript (crawlers, link previews, a slow phone)', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ['nl', 'fr'] as const) {
    test(`reads home, a list with its pages, a property and the legal pages, following links (${lang})`, async ({
      page,
    }) => {
      await page.goto(pagePath('home', lang));
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // Home's latest properties.
      const home = page.locator('#slot-mf-listings article.immo-card');
      await expect(home.first()).toBeVisible();
      await expect(home.first().getByRole('heading')).not.toBeEmpty();
      const latest = await firstCards(page, lang, 'sale');

      // The menu's list page, its cards and its pages.
      await page
        .getByRole('navigation')
        .first()
        .getByRole('link', { name: lang === 'nl' ? 'Te koop' : 'À vendre' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${pagePath('for-sale', lang)}$`));
      const list = page.locator('#slot-mf-listings');
      await expect(list.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(list.getByText(latest[0]!.Title, { exact: true })).toBeVisible();
      await expect(list.locator('article.immo-card').first()).toContainText(/€\s?[\d.]+/);
      await list.locator('a[href$="page=2"]').first().click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('#slot-mf-listings article, #slot-mf-listings li').first()).toBeVisible();

      // A property: title, price, first photo, description.
      await page.goto(pagePath('for-sale', lang));
      await page.locator('#slot-mf-listings').getByRole('link', { name: latest[0]!.Title }).first().click();
      const detail = page.locator('#slot-mf-property-detail');
      await expect(detail.getByRole('heading', { level: 1 })).toHaveText(latest[0]!.Title);
      await expect(detail.locator('img[fetchpriority="high"]')).toBeVisible();
      await expect(detail.getByText(/€\s?[\d.]+/).first()).toBeVisible();

      // The footer's legal links lead to pages that read without a script too.
      await page.getByRole('contentinfo').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main p').first()).not.toBeEmpty();
    });
  }

  test("styles a page with the UI kit's stylesheets of what it renders, fetching none of Mantine's before the first paint", async ({
    page,
  }) => {
    await page.goto(pagePath('login', 'nl'));
    const password = page.locator('#slot-mf-owner-portal .mantine-PasswordInput-innerInput');
    // Styled by what the server sent alone: a bare <input> has a border, the kit's inner input none.
    await expect(password).toHaveCSS('border-top-style', 'none');
    const passwordClass = await mantineClassOf(password);
    const kit = page.locator('style[data-kit]');
    expect(await kit.textContent()).toContain(`.${passwordClass}`);
    // The shell's own stylesheet is the one file a first paint waits for.
    await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);

    // A page without a password field has none of its rules.
    await page.goto(pagePath('contact', 'nl'));
    await expect(page.locator('#slot-mf-forms').getByRole('textbox').first()).toBeVisible();
    expect(await kit.textContent()).not.toContain(`.${passwordClass}`);
  });

  test('shows the search box, the forms and the login as the browser will, sending nothing before their code runs', async ({
    page,
  }) => {
    await page.goto(pagePath('home', 'nl'));
    await expect(
      page.locator('#slot-mf-search').getByRole('heading', { level: 2, name: 'Vind uw nieuwe thuis' }),
    ).toBeVisible();
    await expect(page.locator('#slot-mf-search').getByRole('combobox')).toBeVisible();
    // Every page's footer: the newsletter sign-up, labelled.
    const footer = page.locator('#slot-mf-forms-footer');
    await expect(footer.getByRole('textbox', { name: /^E-mail/ })).toBeVisible();

    await page.goto(pagePath('contact', 'nl'));
    const contact = page.locator('#slot-mf-forms');
    await expect(contact.getByRole('heading', { level: 1, name: 'Contacteer ons' })).toBeVisible();
    await expect(contact.getByRole('textbox', { name: /^Voornaam/ })).toBeVisible();
    // Sent only through the form's code: before it, the button waits (no fields in an address).
    await expect(contact.getByRole('button', { name: 'Verzenden' })).toBeDisabled();

    await page.goto(pagePath('login', 'fr'));
    const login = page.locator('#slot-mf-owner-portal');
    await expect(login.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(login.getByRole('textbox', { name: /^Adresse e-mail/ })).toBeVisible();
  });
});

test.describe('the page the browser takes over', () => {
  test.beforeEach(({ page }) => withConsentDecided(page));

  for (const lang of ['en', 'de'] as const) {
    test(`hydrates every page kind without a React warning or error (${lang})`, async ({ page }) => {
      const trouble = hydrationTrouble(page);
      const property = (await firstCards(page, lang, 'sale'))[0]!;
      // Each page's slots in document order; those below the first screen hydrate as they come into view.
      const footer = '#slot-mf-forms-footer';
      const pages: Array<[string, string[]]> = [
        [pagePath('home', lang), ['#slot-mf-search', '#slot-mf-listings', footer]],
        [pagePath('for-sale', lang), ['#slot-mf-listings', footer]],
        [`${pagePath('for-rent', lang)}?page=2`, ['#slot-mf-listings']],
        [
          pagePath('property', lang, { id: String(property.ID) }),
          ['#slot-mf-property-detail', '#slot-mf-forms', '#slot-mf-listings', footer],
        ],
        [pagePath('contact', lang), ['#slot-mf-forms', footer]],
        [pagePath('login', lang), ['#slot-mf-owner-portal']],
        [pagePath('privacy-statement', lang), [footer]],
      ];
      for (const [path, slots] of pages) {
        await page.goto(path);
        for (const slot of slots) {
          await reachSlot(page.locator(slot));
          // The remote is live: the server's markup hydrated.
          await expect(page.locator(`${slot}[data-mounted]`)).toBeAttached();
        }
      }
      expect(trouble).toEqual([]);
    });
  }

  test('keeps the server markup and state: no second request for what the page already holds', async ({ page }) => {
    const asked: string[] = [];
    // The list's module comes in the slot's state, not the menu: the browser asks for neither.
    page.on('request', (request) => {
      if (['/api/properties', '/api/menu'].includes(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await page.goto(pagePath('for-sale', 'nl'));
    await expect(page.locator('#slot-mf-listings[data-mounted]')).toBeAttached();
    expect(asked).toEqual([]);
  });

  test("shows the server list's photos sharp, and fetches those below the first screen as they come near", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const sharpAsked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/media/') && url.searchParams.get('w') !== '100') sharpAsked.push(url.pathname);
    });
    await page.goto(pagePath('for-sale', 'nl'));
    await expect(page.locator('#slot-mf-listings[data-mounted]')).toBeAttached();
    const pictures = page.locator('#slot-mf-listings img.immo-picture');
    // The first card's photo may arrive before the code that listens for it.
    await expect(pictures.first()).not.toHaveClass(/immo-picture--placeholder/);
    const last = pictures.last();
    const lastPath = new URL((await last.getAttribute('src'))!, page.url()).pathname;
    expect(sharpAsked).not.toContain(lastPath);
    await last.scrollIntoViewIfNeeded();
    await expect(last).not.toHaveClass(/immo-picture--placeholder/);
    expect(sharpAsked).toContain(lastPath);
  });

  test('styles what the browser draws itself: a page reached in the site, with a field the first page did not have', async ({
    page,
  }) => {
    await page.goto(pagePath('contact', 'nl'));
    await expect(page.locator('#slot-mf-forms[data-mounted]')).toBeAttached();
    await page
      .locator(`a[href="${pagePath('login', 'nl')}"]`)
      .first()
      .click();
    const password = page.locator('#slot-mf-owner-portal .mantine-PasswordInput-innerInput');
    await expect(password).toHaveCSS('border-top-style', 'none');
    // Not from the first page's own stylesheets: from the kit's whole one, which the shell loads.
    const passwordClass = await mantineClassOf(password);
    expect(await page.locator('style[data-kit]').textContent()).not.toContain(`.${passwordClass}`);
  });

  test.describe('the height of a slot the server drew', () => {
    test.use({ reachesForSlots: false, viewport: { width: 390, height: 844 } });

    test('is its content’s, no blank below; emptied for its remote by a language change, it holds its measure', async ({
      page,
    }) => {
      const heights = (slot: Locator) =>
        slot.evaluate((element) => ({
          slot: Math.round(element.getBoundingClientRect().height),
          content: Math.round(element.firstElementChild?.getBoundingClientRect().height ?? 0),
        }));
      await page.goto(pagePath('home', 'nl'));
      const search = page.locator('#slot-mf-search');
      const served = await heights(search);
      // Dutch fits in fewer lines than the 300 px held for the longest language on a phone.
      expect(served.content).toBeLessThan(300);
      expect(served.slot).toBe(served.content);
      // The box's code is held back: after the switch the slot waits empty for it.
      await page.route('**/remotes/mf-search/**', () => {});
      await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click();
      await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
      await expect(search.locator('*')).toHaveCount(0);
      expect((await heights(search)).slot).toBe(300);
    });
  });

  test('draws a page once it has read it to its end: one that stalls halfway does not move as the rest comes', async ({
    page,
    baseURL,
  }) => {
    const path = pagePath('home', 'fr');
    // Cut between two links of the top bar: its right half, drawn as it stood, would jump left.
    const proxy = await holdDocument(baseURL!, path, `<a href="${pagePath('login', 'fr')}">`);
    try {
      const loading = page.goto(`${proxy.origin}${path}`);
      // Awaited below; if a check fails first, its end is of no interest.
      loading.catch(() => {});
      await proxy.held;
      await expect(page.locator('.immo-top-bar > div').nth(1).getByRole('link')).toHaveCount(2);
      // Nothing else holds the first paint back: the stylesheets are in.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet),
          ),
        )
        .toBe(true);
      expect(await page.evaluate(() => performance.getEntriesByType('paint').map((paint) => paint.name))).toEqual([]);
      const releasedAt = await page.evaluate(() => performance.now());
      proxy.release();
      await loading;
      // The first frame came with the rest of the page, not before (a paint reported late passes the check above).
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-paint')[0]?.startTime ?? -1))
        .toBeGreaterThanOrEqual(releasedAt);
      const shift = await layoutShift(page);
      expect(shift.total, shift.moved).toBe(0);
    } finally {
      await proxy.close();
    }
  });

  test('names the page in the tab after an in-site navigation', async ({ page }) => {
    await page.goto(pagePath('home', 'nl'));
    await expect(page).toHaveTitle(/^Home \| /);
    await page.getByRole('navigation').first().getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/nl\/contact\/$/);
    await expect(page).toHaveTitle(/^Contact \| /);
  });
});
