import AxeBuilder from '@axe-core/playwright';
import { pagePath } from '@immo/shared';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency';
import { withConsentDecided } from '../support/consent';
import { dataLayer, googlePageViews, stubTags } from '../support/tag-stubs';

const GTAG = 'https://www.googletagmanager.com/gtag/js?id=G-TEST000000';
const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST000';
const PIXEL = 'https://connect.facebook.net/en_US/fbevents.js';

const dialog = (page: Page) => page.getByRole('dialog');
/** The choice the dialog stored in the browser (undefined before one is stored). */
const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('immo.consent') ?? '{}').choice as unknown);
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * Waits until the page has fetched everything it was going to: after this, a tag not asked for
 * never was. An absence has no event to wait for, so this is the one wait on the network going
 * quiet; it follows a wait for what the page did do (the dialog, the consent commands).
 */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * A page of the site as it is before some of its code has run (by default the consent remote's):
 * that code is held back until `release()`. The page is a new one, whose `goto` does not wait for
 * the hydration that cannot come yet.
 */
async function beforeCode(
  page: Page,
  code: string | RegExp = '**/remotes/mf-consent/**',
): Promise<{ held: Page; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = await page.context().newPage();
  await held.route(code, async (route) => {
    await released;
    await route.continue();
  });
  return { held, release };
}

/** The consent commands the page pushed once its consent code ran (it loads with the consent remote). */
const consentCommands = (page: Page) => dataLayer(page).then((entries) => entries.slice(0, 2));

test.describe('cookie consent on the site', () => {
  test("is in the server's page for a first visit; its code comes when the visitor reaches for it, and takes the answer given before", async ({
    page,
  }) => {
    const served = await page.request.get(pagePath('contact', 'nl'));
    expect(await served.text()).toMatch(/<div id="slot-mf-consent"[^>]*><div[^>]*>[\s\S]*role="dialog"/);
    const { held, release } = await beforeCode(page);
    const asked: string[] = [];
    held.on('request', (request) => {
      if (request.url().includes('/remotes/mf-consent/')) asked.push(request.url());
    });
    await held.goto(pagePath('contact', 'nl'), { waitUntil: 'domcontentloaded' });
    await expect(dialog(held)).toHaveAccessibleName('Wij gebruiken cookies');
    await expect(dialog(held).getByRole('button', { name: 'Alles aanvaarden' })).toBeVisible();
    // The page is live and the network quiet (a request held back would keep it busy): the
    // dialog's code was not asked for.
    await held.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(held);
    expect(asked).toEqual([]);
    // The visitor answers at once: the code comes, and the answer waits for it.
    await dialog(held).getByRole('button', { name: 'Alles aanvaarden' }).click();
    await expect.poll(() => asked.length).toBeGreaterThan(0);
    await expect(dialog(held)).toBeVisible();
    expect(await storedChoice(held)).toBeUndefined();
    release();
    await expect(dialog(held)).toHaveCount(0);
    expect(await storedChoice(held)).toMatchObject({ analytical: true, marketing: true });
  });

  test('an answer pressed before any of the shell’s code came is kept', async ({ page }) => {
    // The shell's own script (its preload and the start after the first paint both wait).
    const { held, release } = await beforeCode(page, /\/main\.[0-9a-f]+\.js$/);
    await held.goto(pagePath('contact', 'nl'), { waitUntil: 'domcontentloaded' });
    await dialog(held).getByRole('button', { name: 'Alles aanvaarden' }).click();
    expect(await held.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    expect(await storedChoice(held)).toBeUndefined();
    release();
    await expect(dialog(held)).toHaveCount(0);
    expect(await storedChoice(held)).toMatchObject({ analytical: true, marketing: true });
  });

  test('looks before any of the shell’s code came as it does once the page is live: its panel and buttons have their colours', async ({
    page,
  }) => {
    const colours = (held: Page) =>
      held.evaluate(() => {
        const panel = document.querySelector('#slot-mf-consent [role="dialog"]')!;
        const accept = [...panel.querySelectorAll('button')].find(
          (button) => button.textContent === 'Alles aanvaarden',
        )!;
        return { panel: getComputedStyle(panel).backgroundColor, accept: getComputedStyle(accept).backgroundColor };
      });
    const { held, release } = await beforeCode(page, /\/main\.[0-9a-f]+\.js$/);
    await held.goto(pagePath('contact', 'nl'), { waitUntil: 'domcontentloaded' });
    await expect(dialog(held)).toBeVisible();
    const served = await colours(held);
    expect(served.panel).not.toBe('rgba(0, 0, 0, 0)');
    expect(served.accept).not.toBe('rgba(0, 0, 0, 0)');
    release();
    await held.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await colours(held)).toEqual(served);
  });

  test('is never shown to a visitor who has chosen, before its remote runs or after', async ({ page }) => {
    await withConsentDecided(page.context());
    const { held, release } = await beforeCode(page);
    await held.goto(pagePath('contact', 'nl'), { waitUntil: 'domcontentloaded' });
    await expect(held.getByRole('heading', { name: 'Contacteer ons', level: 1 })).toBeVisible();
    // The server's dialog is in the page, not shown (the slot's own box is 0 px tall whatever its
    // fixed-position dialog shows: the dialog itself is what must be hidden).
    const served = held.locator('#slot-mf-consent [role="dialog"]');
    await expect(served).toBeAttached();
    await expect(served).toBeHidden();
    release();
    await held.locator('#slot-mf-consent[data-mounted]').waitFor({ state: 'attached' });
    await expect(dialog(held)).toHaveCount(0);
  });

  test('“Cookie settings” pressed before its code came opens the settings once the code is there', async ({ page }) => {
    await withConsentDecided(page.context());
    const { held, release } = await beforeCode(page);
    await held.goto(pagePath('contact', 'nl'), { waitUntil: 'domcontentloaded' });
    await held.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await held.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
    release();
    const settings = held.getByRole('dialog', { name: 'Cookie-instellingen' });
    await expect(settings.getByRole('switch', { name: 'Marketing' })).toBeVisible();
    await settings.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog(held)).toHaveCount(0);
  });

  test('a first visit shows the dialog, with everything denied and no tag loaded', async ({ page }) => {
    const tags = await stubTags(page);
    await page.goto('/');
    const consent = dialog(page);
    await expect(consent).toBeVisible();
    await expect(consent).toHaveAccessibleName('We use cookies');
    await expect(consent.getByRole('button', { name: 'Accept all' })).toBeVisible();
    await expect(consent.getByRole('button', { name: 'Decline all except necessary' })).toBeVisible();
    await expect(consent.getByRole('button', { name: 'Settings' })).toBeVisible();
    await expect
      .poll(() => dataLayer(page).then((entries) => entries[0]))
      .toEqual([
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ]);
    await settled(page);
    expect(tags).toEqual([]);
    expect(await googlePageViews(page)).toEqual([]);
  });

  test('accept and decline are equally prominent', async ({ page }) => {
    await page.goto('/');
    const agree = dialog(page).getByRole('button', { name: 'Accept all' });
    const decline = dialog(page).getByRole('button', { name: 'Decline all except necessary' });
    await expect(agree).toBeVisible();
    const look = (button: typeof agree) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderWidth];
      });
    // Measured once the dialog has finished laying out (fonts and styles arrive late under load).
    await expect(async () => {
      const [agreeBox, declineBox] = [await agree.boundingBox(), await decline.boundingBox()];
      expect(agreeBox?.width).toBe(declineBox?.width);
      expect(agreeBox?.height).toBe(declineBox?.height);
      expect(agreeBox?.y).toBe(declineBox?.y);
      expect(await look(agree)).toEqual(await look(decline));
    }).toPass();
  });

  test('decline: no analytics or pixel request leaves the page, on this page or the next', async ({ page }) => {
    const tags = await stubTags(page);
    await page.goto('/');
    await dialog(page).getByRole('button', { name: 'Decline all except necessary' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Your cookie choices have been saved.' })).toBeAttached();
    await page.getByRole('banner').getByRole('link', { name: 'For sale' }).first().click();
    await expect(page).toHaveURL(/\/for-sale\/$/);
    await page.reload();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The stored choice is told to the tags once the consent code has run after the reload.
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
      ]);
    await settled(page);
    await expect(dialog(page)).toHaveCount(0);
    expect(tags).toEqual([]);
    expect(await googlePageViews(page)).toEqual([]);
  });

  test('accept all: the tags load, the page and every route change count as page views', async ({ page }) => {
    const tags = await stubTags(page);
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await settled(page);
    expect(tags).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => [...tags].sort()).toEqual([GTM, GTAG, PIXEL].sort());
    await expect.poll(() => googlePageViews(page)).toEqual(['/']);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' },
      ]);
    // Meta: revoked before init, granted after consent.
    const pixelQueue = () =>
      page.evaluate(() => (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue.slice(0, 3));
    await expect.poll(pixelQueue).toEqual([
      ['consent', 'revoke'],
      ['init', '000000000000000'],
      ['consent', 'grant'],
    ]);

    // A single-spa route change is a page view, sent without reloading the tags.
    await page.getByRole('banner').getByRole('link', { name: 'For sale' }).first().click();
    await expect(page).toHaveURL(/\/for-sale\/$/);
    await expect.poll(() => googlePageViews(page)).toEqual(['/', '/for-sale/']);
    expect(tags).toHaveLength(3);
  });

  test('partial consent loads only the agreed categories', async ({ page }) => {
    const tags = await stubTags(page);
    await page.goto('/');
    await dialog(page).getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    for (const name of ['Analytical', 'Marketing', 'Social media', 'Unclassified'])
      await expect(settings.getByRole('switch', { name })).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: /Necessary/ })).toBeChecked();
    await expect(settings.getByRole('switch', { name: /Necessary/ })).toBeDisabled();
    await settings.getByRole('switch', { name: 'Analytical' }).check();
    await settings.getByRole('button', { name: 'Save my choices' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => tags).toEqual([GTAG]);
    await expect
      .poll(() => dataLayer(page))
      .toContainEqual([
        'consent',
        'update',
        { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
      ]);
    await settled(page);
    expect(tags).toEqual([GTAG]);
    // A reload keeps the choice: defaults first, then the stored choice, before the tag loads again.
    await page.reload();
    await expect.poll(() => googlePageViews(page)).toEqual(['/']);
    await expect
      .poll(() => consentCommands(page))
      .toEqual([
        ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
        ['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })],
      ]);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the footer link reopens the settings with the choice made; ?setcookies forgets it', async ({ page }) => {
    await page.goto(pagePath('for-sale', 'nl'));
    await dialog(page).getByRole('button', { name: 'Alles aanvaarden' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' }).click();
    const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' });
    await expect(settings.getByRole('switch', { name: 'Marketing' })).toBeChecked();
    await settings.getByRole('button', { name: 'Sluiten' }).click();
    await expect(dialog(page)).toBeHidden();

    await page.goto(`${pagePath('for-sale', 'nl')}?setcookies`);
    await expect(page.getByRole('dialog', { name: 'Wij gebruiken cookies' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('immo.consent'))).toBeNull();
    // The parameter is taken off the address, so a reload does not ask again.
    await expect(page).toHaveURL(new RegExp(`${pagePath('for-sale', 'nl')}$`));

    // A link inside the site to ?setcookies (no reload) asks again too.
    await dialog(page).getByRole('button', { name: 'Alles aanvaarden' }).click();
    await expect(dialog(page)).toBeHidden();
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/nl/cookiebeleid/?setcookies' });
      document.body.append(link);
      link.click();
    });
    await expect(page.getByRole('dialog', { name: 'Wij gebruiken cookies' })).toBeVisible();
  });

  test('on a phone scrolled to the footer, “Back to top” does not cover the reopened settings', async ({ page }) => {
    await withConsentDecided(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(pagePath('for-sale', 'nl'));
    const footerLink = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' });
    await footerLink.scrollIntoViewIfNeeded();
    const toTop = page.getByRole('button', { name: 'Terug naar boven' });
    await expect(toTop).toBeVisible();
    await footerLink.click();
    const settings = page.getByRole('dialog', { name: 'Cookie-instellingen' });
    await expect(settings.getByRole('switch', { name: 'Marketing' })).toBeVisible();
    // Whatever lies under the button's place now belongs to the dialog or its overlay.
    const box = (await toTop.boundingBox())!;
    const dialogOnTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.mantine-Affix-root') === null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(dialogOnTop).toBe(true);
  });

  test('a page whose path contains "preview" has no dialog and never loads the consent remote', async ({ page }) => {
    const consentFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/remotes/mf-consent/')) consentFiles.push(request.url());
    });
    await page.goto('/preview/home/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await settled(page);
    await expect(dialog(page)).toHaveCount(0);
    expect(consentFiles).toEqual([]);
  });

  test('works with the keyboard alone, and gives the focus back', async ({ page }) => {
    const tags = await stubTags(page);
    await page.goto('/');
    const title = dialog(page).getByRole('heading', { name: 'We use cookies' });
    await expect(title).toBeFocused();
    // Tab stays in the dialog however far it goes.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      await expect(dialog(page).locator(':focus')).toHaveCount(1);
    }
    await dialog(page).getByRole('button', { name: 'Settings' }).focus();
    await page.keyboard.press('Enter');
    const settings = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(settings.getByRole('heading', { name: 'Cookie settings' })).toBeFocused();
    await page.keyboard.press('Tab'); // the necessary switch is disabled: Tab skips it
    await expect(settings.getByRole('switch', { name: 'Analytical' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(settings.getByRole('switch', { name: 'Analytical' })).toBeChecked();
    await settings.getByRole('button', { name: 'Save my choices' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeHidden();
    await expect.poll(() => tags).toEqual([GTAG]);

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await footerButton.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Cookie settings' })).toBeFocused();
    await page.keyboard.press('Escape'); // reopened: Escape keeps the choice
    await expect(dialog(page)).toBeHidden();
    await expect(footerButton).toBeFocused();
    await expect
      .poll(() => storedChoice(page))
      .toEqual({
        necessary: true,
        analytical: true,
        marketing: false,
        social: false,
        unclassified: false,
      });
  });

  test('Escape on a first visit declines all except necessary', async ({ page }) => {
    const tags = await stubTags(page);
    await page.goto('/');
    await expect(dialog(page).getByRole('heading', { name: 'We use cookies' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect
      .poll(() => storedChoice(page))
      .toEqual({
        necessary: true,
        analytical: false,
        marketing: false,
        social: false,
        unclassified: false,
      });
    await settled(page);
    expect(tags).toEqual([]);
  });

  test('axe finds nothing on either layer', async ({ page }) => {
    test.slow(); // two runs of axe over the whole page
    await page.goto('/');
    await expect(dialog(page)).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await dialog(page).getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie settings' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  for (const { width, height, lang } of [
    { width: 320, height: 568, lang: 'fr' },
    { width: 390, height: 844, lang: 'de' },
    { width: 1280, height: 900, lang: 'en' },
  ] as const) {
    test(`at ${width} px (${lang}) every control is reachable and in view when focused`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(pagePath('home', lang));
      await expect(dialog(page).getByRole('heading')).toBeFocused();
      await page.screenshot({ path: `test-results/consent-first-${width}-${lang}.png` });
      await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(width);
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toBeInViewport();
      }
      await dialog(page).locator('button').nth(2).click(); // settings (after accept and decline)
      await expect(dialog(page).getByRole('switch').first()).toBeAttached();
      await page.screenshot({ path: `test-results/consent-settings-${width}-${lang}.png` });
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        await expect(page.locator(':focus')).toBeInViewport();
      }
      await expect.poll(() => scrollWidth(page)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe('cookie consent on an agency’s own page', () => {
  /** The agency's page (fixtures/agency/consent.html): its own origin, its own CSS. */
  async function openAgencyPage(page: Page, withWidget: boolean): Promise<void> {
    if (!withWidget) await page.route('**/remotes/mf-consent/embed.js', (route) => route.abort());
    else await page.unroute('**/remotes/mf-consent/embed.js');
    await page.goto(agencyUrl('consent.html'));
  }

  /** What the agency's CSS decides, for the elements the page has. */
  const hostLook = (page: Page) =>
    page.evaluate(() =>
      ['html', 'body', 'h1', '#host-text', '#host-link', '#host-input', 'main'].map((selector) => {
        const element = document.querySelector(selector) as HTMLElement;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          selector,
          font: `${style.fontFamily} ${style.fontSize} ${style.lineHeight} ${style.letterSpacing}`,
          colours: `${style.color} ${style.backgroundColor}`,
          boxSizing: style.boxSizing,
          box: [box.x, box.y, box.width, box.height],
        };
      }),
    );

  test('shows the dialog in the page’s language, tells the page the choice, and leaves its look alone', async ({
    page,
  }) => {
    await openAgencyPage(page, false);
    await expect(page.locator('#host-after')).toBeVisible();
    const before = await hostLook(page);
    const shotBefore = await page.locator('main').screenshot();

    const tags = await stubTags(page);
    await openAgencyPage(page, true);
    const consent = page.getByRole('dialog', { name: 'Nous utilisons des cookies' });
    await expect(consent).toBeVisible();
    await page.screenshot({ path: 'test-results/consent-agency-dialog.png' });
    await expect(page.locator('#host-consent')).toHaveText('undecided');
    await consent.getByRole('button', { name: 'Tout refuser sauf les nécessaires' }).click();
    await expect(consent).toBeHidden();
    await expect(page.locator('#host-consent')).toHaveText('social:false');
    await expect.poll(() => hostLook(page)).toEqual(before);
    await expect.poll(() => page.locator('main').screenshot()).toEqual(shotBefore);
    await settled(page);
    expect(tags).toEqual([]);
  });

  test('its choice loads the site’s tags there too, only once agreed', async ({ page }) => {
    const tags = await stubTags(page);
    await openAgencyPage(page, true);
    const consent = page.getByRole('dialog', { name: 'Nous utilisons des cookies' });
    await expect(consent).toBeVisible();
    await settled(page);
    expect(tags).toEqual([]);
    expect(
      await new AxeBuilder({ page })
        .include('immo-consent')
        .analyze()
        .then((result) => result.violations),
    ).toEqual([]);
    await consent.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(page.locator('#host-consent')).toHaveText('social:true');
    await expect.poll(() => [...tags].sort()).toEqual([GTM, GTAG, PIXEL].sort());
  });
});
