import { pagePath, propertyPath } from '@immo/shared';
import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency';
import { withConsentDecided } from '../support/consent';
import {
  axe,
  COMMON,
  expectCaptchaError,
  expectFieldError,
  expectPersonErrors,
  expectStored,
  expectSubmitErrorTitle,
  expectThankYouPage,
  field,
  fillPerson,
  forRent,
  forSale,
  group,
  leadStored,
  slot,
  tickAltcha,
  visitor,
} from '../support/forms';
import { offline } from '../support/offline';

/**
 * The forms remote (mf-forms) on the composed site and on an agency's page. Texts are those of
 * mf-forms/src/locales/{lang}/forms.json and shared/src/i18n/locales/{lang}/validation.json, errors.json and common.json.
 *
 * Every lead POST counts against the API's limit per client (LEADS_PER_MINUTE, 60 a minute in the
 * browser tests, serve-site.mjs), shared by both workers and every spec file: this file sends 6 (and
 * answers one more itself with a 503). The other forms are sent in property-requests.spec.ts and
 * newsletter-testimonial.spec.ts; the shared texts and helpers are in support/forms.ts.
 */

/** The API's answer when a lead could not be stored (errors:mailNotSent, nl). */
const unavailable = {
  error: 'mailNotSent',
  title: 'Mail niet verzonden',
  message: 'Uw mail wordt niet verzonden. Probeer het opnieuw.',
  lang: 'nl',
};

test.describe('the forms on the composed site', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page);
    await offline(page);
  });

  test.describe('before the visitor reaches for the form', () => {
    test.use({ reachesForSlots: false });

    test("the contact page's first load carries no schema: it comes when the visitor starts on the form", async ({
      page,
    }) => {
      // zod's own name for its schemas' base type: in the code of whatever defines a schema.
      const scripts: Array<Promise<string>> = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
      });
      const withSchemas = async () => (await Promise.all(scripts)).filter((code) => code.includes('$ZodType')).length;
      await page.goto(pagePath('contact', 'nl'));
      await page.waitForLoadState('networkidle');
      // Not even the form's code: it comes with the visitor's first touch, pointer or focus in it.
      await expect(page.locator('#slot-mf-forms')).not.toHaveAttribute('data-mounted');
      // A pointer over the form brings its code, without its schemas.
      await slot(page).hover();
      await expect(page.locator('#slot-mf-forms[data-mounted]')).toBeAttached();
      await page.waitForLoadState('networkidle');
      expect(await withSchemas()).toBe(0);

      const texts = COMMON.nl;
      await field(slot(page), texts.labels.firstName).focus();
      await expect.poll(withSchemas).toBe(1);
    });

    test('a form whose code came with the focus in a field fetches its schemas as that focus would have', async ({
      page,
    }) => {
      const schemas: string[] = [];
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'script') return;
        if ((await response.text().catch(() => '')).includes('$ZodType')) schemas.push(response.url());
      });
      await page.goto(pagePath('contact', 'nl'));
      await field(slot(page), COMMON.nl.labels.firstName).focus();
      await expect(page.locator('#slot-mf-forms[data-mounted]')).toBeAttached();
      await expect.poll(() => schemas.length).toBe(1);
    });
  });

  test("keeps what the visitor typed and ticked before the form's code came", async ({ page, baseURL }) => {
    // The form's code is held back: the visitor fills in the server's markup meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mf-forms/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    // The frame's own goto, which does not wait for the page to be hydrated (support/test.ts), and
    // not until `load`: the held code is preloaded by the page, which holds its load event too.
    await page.mainFrame().goto(new URL(pagePath('contact', 'nl'), baseURL).href, { waitUntil: 'domcontentloaded' });
    const form = slot(page).getByRole('form', { name: 'Contacteer ons' });
    const firstName = field(form, COMMON.nl.labels.firstName);
    const morning = form.getByRole('checkbox', { name: 'Voormiddag (10u–13u)' });
    await firstName.fill('Ann');
    await morning.check();

    release();
    await expect(page.locator('#slot-mf-forms[data-mounted]')).toBeAttached();
    // The form has them (its draft in the tab holds what its state holds), and shows them.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('immo.draft.site-contact')))
      .toMatch(
        /"firstName":"Ann".*"contactTimeSlots":\["10:00-13:00"\]|"contactTimeSlots":\["10:00-13:00"\].*"firstName":"Ann"/,
      );
    await expect(firstName).toHaveValue('Ann');
    await expect(morning).toBeChecked();
  });

  test('nl contact form: errors on the fields, a 503 keeps every field, a new check sends it', async ({ page }) => {
    const texts = COMMON.nl;
    await page.goto(pagePath('contact', 'nl'));
    const form = slot(page).getByRole('form', { name: 'Contacteer ons' });
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Contacteer ons');

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectPersonErrors(form, texts);
    await expectFieldError(field(form, texts.labels.remark), texts.errors.remark);
    await expectCaptchaError(form, texts);
    // The focus goes to the first wrong field.
    await expect(field(form, texts.labels.title)).toBeFocused();
    await axe(page);

    const person = visitor('nl');
    await fillPerson(form, texts, person);
    await field(form, texts.labels.remark).fill('Ik zoek een woning in Gent.');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    // The server cannot send the mail once: the visitor is told, and nothing they typed is lost.
    await page.route('**/api/leads/site-contact?**', (route) => route.fulfill({ status: 503, json: unavailable }), {
      times: 1,
    });
    await form.getByRole('button', { name: texts.submit }).click();
    const alert = form.getByRole('alert').filter({ hasText: 'Mail niet verzonden' });
    await expect(alert).toContainText('Uw mail wordt niet verzonden. Probeer het opnieuw.');
    await expect(page).toHaveURL(pagePath('contact', 'nl'));
    await expect(field(form, texts.labels.title)).toHaveValue('ms');
    await expect(field(form, texts.labels.firstName)).toHaveValue(person.firstName);
    await expect(field(form, texts.labels.lastName)).toHaveValue(person.lastName);
    await expect(field(form, texts.labels.email)).toHaveValue(person.email);
    await expect(field(form, texts.labels.phone)).toHaveValue(person.phone);
    await expect(field(form, texts.labels.remark)).toHaveValue('Ik zoek een woning in Gent.');
    await expect(form.getByRole('checkbox', { name: texts.labels.privacy })).toBeChecked();
    // The tried check is spent: the widget starts again, unticked.
    await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'unverified');

    await tickAltcha(form, texts.altcha);
    const stored = leadStored(page, 'site-contact');
    await form.getByRole('button', { name: texts.submit }).click();
    await expectStored(await stored, 'site-contact', 'nl');
    await expectThankYouPage(page, 'nl', 'site-contact', 'Bedankt voor uw bericht');
  });

  test('fr free valuation: errors on the fields, the automatic check sends it', async ({ page }) => {
    const texts = COMMON.fr;
    await page.goto(pagePath('contact-demand', 'fr'));
    const form = slot(page).getByRole('form', { name: 'Estimation gratuite' });
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Estimation gratuite');

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(form, 'Rue'), "Veuillez indiquer l'adresse du bien à estimer.");
    await expectFieldError(field(form, 'Numéro'), 'Veuillez indiquer le numéro de maison.');
    await expectFieldError(field(form, 'Code postal'), 'Veuillez indiquer le code postal.');
    await expectFieldError(field(form, 'Localité'), 'Veuillez indiquer la localité.');
    await expectFieldError(field(form, 'Type de bien'), 'Veuillez choisir le type de bien.');
    await expectFieldError(
      group(form, 'Je souhaite'),
      'Veuillez choisir votre objectif (acheter ou louer, vendre ou mettre en location).',
    );
    await expectPersonErrors(form, texts);
    await expectCaptchaError(form, texts);

    await field(form, 'Rue').fill('Rue de la Loi');
    await field(form, 'Numéro').fill('16');
    await field(form, 'Code postal').fill('1000');
    await field(form, 'Localité').fill('Bruxelles');
    const type = field(form, 'Type de bien');
    await expect(type.locator('option')).not.toHaveCount(1);
    await type.selectOption({ index: 1 });
    await group(form, 'Je souhaite').getByRole('radio', { name: 'Vendre' }).check();
    await fillPerson(form, texts, visitor('fr'));
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'contact-demand');
    await form.getByRole('button', { name: texts.submit }).click();
    await expectStored(await stored, 'contact-demand', 'fr');
    await expectThankYouPage(page, 'fr', 'contact-demand', "Merci pour votre demande d'estimation");
  });

  test('de contact form: errors on the fields, the automatic check sends it', async ({ page }) => {
    const texts = COMMON.de;
    await page.goto(pagePath('contact', 'de'));
    const form = slot(page).getByRole('form', { name: 'Kontaktieren Sie uns' });

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectPersonErrors(form, texts);
    await expectFieldError(field(form, texts.labels.remark), texts.errors.remark);
    await expectCaptchaError(form, texts);

    await fillPerson(form, texts, visitor('de'));
    await field(form, texts.labels.remark).fill('Ich suche eine Wohnung in Eupen.');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'site-contact');
    await form.getByRole('button', { name: texts.submit }).click();
    await expectStored(await stored, 'site-contact', 'de');
    await expectThankYouPage(page, 'de', 'site-contact', 'Vielen Dank für Ihre Nachricht');
  });

  test('en demand register: errors on the fields, a zone by keyboard, the automatic check sends it', async ({
    page,
  }) => {
    const texts = COMMON.en;
    await page.goto(pagePath('demand-register', 'en'));
    const form = slot(page).getByRole('form', { name: 'Register your search' });
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Register your search');
    const regions = group(form, 'Regions');
    await expect(field(regions, 'Find a municipality or postal code')).toBeVisible();

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(group(form, 'I want to'), 'Please choose your goal (buy or rent, sell or let).');
    await expectFieldError(group(form, 'Property types'), 'Please choose at least one property type.');
    await expectFieldError(regions, 'Please choose at least one geographic zone.');
    await expectPersonErrors(form, texts);
    await expectCaptchaError(form, texts);
    await axe(page);

    await group(form, 'I want to').getByRole('radio', { name: 'Buy' }).check();
    await group(form, 'Property types').getByRole('checkbox').first().check();
    const search = field(regions, 'Find a municipality or postal code');
    await search.fill('9000');
    await search.press('Enter');
    // The zone by its English name (the region tree is named in the page's language).
    await expect(regions.getByRole('list', { name: 'Your zones' }).getByRole('button')).toHaveText(['Ghent (9000) ×']);
    await expect(search).toHaveValue('');
    await expect(regions.getByText('1 zone selected')).toBeVisible();
    await fillPerson(form, texts, visitor('en'));
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'demand-register');
    await form.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'demand-register', 'en');
    expect(response.request().postDataJSON()).toMatchObject({ goal: 'buy', regions: ['9000'] });
    await expectThankYouPage(page, 'en', 'demand-register', 'Your search has been registered');
  });

  test('nl demand register: a zone chosen in the list by keyboard alone, another by a click on the map', async ({
    page,
  }) => {
    await page.goto(pagePath('demand-register', 'nl'));
    const form = slot(page).getByRole('form', { name: 'Registreer uw zoekopdracht' });
    const regions = group(form, "Regio's");
    const search = field(regions, 'Zoek een gemeente of postcode');
    const chosen = regions.getByRole('list', { name: 'Uw zones' }).getByRole('button');

    // Search by name, then Tab to the zone found and tick it with the space bar.
    await search.focus();
    await page.keyboard.type('brug');
    const brugge = regions.getByRole('checkbox', { name: 'Brugge (8000)', exact: true });
    await expect(regions.getByRole('checkbox', { name: /\(\d{4}\)$/ })).toHaveCount(1);
    // Past the search's help and the "all zones" boxes of its region and province, to the zone.
    for (let step = 0; step < 6 && !(await brugge.evaluate((element) => element === document.activeElement)); step++) {
      await page.keyboard.press('Tab');
    }
    await expect(brugge).toBeFocused();
    await page.keyboard.press('Space');
    await expect(brugge).toBeChecked();
    await expect(chosen).toHaveText(['Brugge (8000) ×']);
    // Enter in the search chooses the one zone found, and does not send the form.
    await search.fill('9000');
    await search.press('Enter');
    await expect(chosen).toHaveText(['Brugge (8000) ×', 'Gent (9000) ×']);
    await expect(regions.getByText('2 zones gekozen')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    // The map, without tiles: it shows the zones chosen in the list filled.
    const map = regions.getByRole('region', { name: "Kaart van de regio's" });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('data-status', 'ready');
    const points = map.locator('path.leaflet-interactive');
    const filled = map.locator('path.leaflet-interactive[fill="#1c5d99"]');
    await expect(points).not.toHaveCount(0);
    await expect(filled).toHaveCount(2);

    // A zone's point not chosen yet, found by its tooltip (the mouse over it). The tooltip of the
    // point the mouse left fades out for a moment after the new one opens: the newest is the last.
    const tooltip = map.locator('.leaflet-tooltip').last();
    let zone = '';
    let centre = { x: 0, y: 0 };
    for (const point of await points.all()) {
      const box = (await point.boundingBox())!;
      centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      await page.mouse.move(centre.x, centre.y);
      await expect(tooltip).toHaveText(/\S/);
      zone = ((await tooltip.textContent()) ?? '').trim();
      if (zone && !['Brugge (8000)', 'Gent (9000)'].includes(zone)) break;
    }
    expect(zone).toMatch(/\(\d{4}\)$/);

    // A click chooses it: the list follows (its box ticked, the zone added to the chosen ones).
    await page.mouse.click(centre.x, centre.y);
    const inList = regions.getByRole('checkbox', { name: zone, exact: true });
    await expect(inList).toBeChecked();
    await expect(chosen).toHaveText(['Brugge (8000) ×', 'Gent (9000) ×', `${zone} ×`]);
    await expect(regions.getByText('3 zones gekozen')).toBeVisible();
    await expect(filled).toHaveCount(3);
    // A second click drops it again.
    await page.mouse.click(centre.x, centre.y);
    await expect(inList).not.toBeChecked();
    await expect(chosen).toHaveText(['Brugge (8000) ×', 'Gent (9000) ×']);
    await expect(filled).toHaveCount(2);
  });

  test('a reload keeps the draft but not the captcha; so does a language switch (en → fr)', async ({ page }) => {
    const texts = COMMON.en;
    await page.goto(pagePath('contact', 'en'));
    let form = slot(page).getByRole('form', { name: 'Contact us' });
    const person = visitor('draft');
    await fillPerson(form, texts, person);
    await field(form, texts.labels.remark).fill('Is the house in Gent still for sale?');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    await page.reload();
    form = slot(page).getByRole('form', { name: 'Contact us' });
    await expect(field(form, texts.labels.firstName)).toHaveValue(person.firstName);
    await expect(field(form, texts.labels.title)).toHaveValue('ms');
    await expect(field(form, texts.labels.lastName)).toHaveValue(person.lastName);
    await expect(field(form, texts.labels.email)).toHaveValue(person.email);
    await expect(field(form, texts.labels.phone)).toHaveValue(person.phone);
    await expect(field(form, texts.labels.remark)).toHaveValue('Is the house in Gent still for sale?');
    await expect(form.getByRole('checkbox', { name: texts.labels.privacy })).toBeChecked();
    // The captcha is not part of the draft: the automatic check again (it loads as it comes into
    // view), unticked.
    await form.locator('.immo-captcha').scrollIntoViewIfNeeded();
    await expect(form.locator('altcha-widget .altcha')).toHaveAttribute('data-state', 'unverified');
    const draft = await page.evaluate(() => sessionStorage.getItem('immo.draft.site-contact'));
    expect(draft).toContain(person.email);
    expect(draft).not.toContain('altcha');

    await page.getByRole('banner').getByRole('link', { name: 'FR', exact: true }).click();
    await expect(page).toHaveURL(pagePath('contact', 'fr'));
    form = slot(page).getByRole('form', { name: 'Contactez-nous' });
    await expect(field(form, COMMON.fr.labels.firstName)).toHaveValue(person.firstName);
    await expect(field(form, COMMON.fr.labels.email)).toHaveValue(person.email);
    await expect(field(form, COMMON.fr.labels.remark)).toHaveValue('Is the house in Gent still for sale?');
  });

  test('the contact panel of a property for sale: request buttons, the offer, a visit request sent', async ({
    page,
  }) => {
    const texts = COMMON.en;
    await page.goto(propertyPath(forSale, 'en'));
    const aside = page.locator('aside#property-contact');
    await aside.scrollIntoViewIfNeeded();
    const panel = aside.locator('#slot-mf-forms');
    await expect(panel.getByRole('heading', { level: 2, name: 'Interested in this property?' })).toBeVisible();
    const requests = panel.getByRole('group', { name: 'What would you like to ask?' }).getByRole('button');
    // Once the property is known, the offer follows the common requests (a sale: no rental application).
    await expect(requests).toHaveText([
      'Request a visit',
      'Request more information',
      'Book an appointment',
      'Request the documents',
      'Send to a friend',
      'Make an offer',
    ]);
    await expect(requests.first()).toHaveAttribute('aria-pressed', 'true');

    await requests.filter({ hasText: 'Make an offer' }).click();
    const offer = panel.getByRole('form', { name: 'Make an offer' });
    await expect(field(offer, 'Offer amount (in figures)')).toBeVisible();
    await expect(requests.filter({ hasText: 'Make an offer' })).toHaveAttribute('aria-pressed', 'true');

    await requests.filter({ hasText: 'Request a visit' }).click();
    const visit = panel.getByRole('form', { name: 'Request a visit' });
    await visit.getByRole('button', { name: texts.submit }).click();
    await expectPersonErrors(visit, texts);
    await fillPerson(visit, texts, visitor('visit'));
    await field(visit, texts.labels.remark).fill('Saturday morning suits me best.');
    await visit.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(visit, texts.altcha);

    const stored = leadStored(page, 'contact-visit');
    await visit.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'contact-visit', 'en');
    expect(response.request().postDataJSON()).toMatchObject({ propertyId: forSale.ID });
    await expectThankYouPage(page, 'en', 'contact-visit', 'Thank you for your visit request');
  });

  test('the contact panel of a property for rent offers a rental application, no offer (nl)', async ({ page }) => {
    await page.goto(propertyPath(forRent, 'nl'));
    const aside = page.locator('aside#property-contact');
    await aside.scrollIntoViewIfNeeded();
    const requests = aside.getByRole('group', { name: 'Wat wilt u vragen?' }).getByRole('button');
    await expect(requests.last()).toHaveText('Huurkandidatuur');
    await expect(requests.filter({ hasText: 'Een bod uitbrengen' })).toHaveCount(0);
    await requests.last().click();
    await expect(aside.getByRole('form', { name: 'Huurkandidatuur' })).toBeVisible();
  });
});

test.describe('<immo-valuation-form> on an agency site (embed.js)', () => {
  test('renders in French in its shadow root; a sent request says thank you in place', async ({ page }) => {
    await offline(page);
    const texts = COMMON.fr;
    await page.goto(agencyUrl('valuation.html'));
    const url = page.url();
    const widget = page.locator('immo-valuation-form');
    const form = widget.getByRole('form', { name: 'Estimation gratuite' });
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Estimation gratuite');
    expect(await widget.evaluate((element) => element.shadowRoot !== null)).toBe(true);
    await expect(form).toBeVisible();
    expect(await widget.evaluate((element) => element.shadowRoot!.querySelector('form') !== null)).toBe(true);
    // The agency's reset does not reach inside (checked once the widget's own styles apply).
    await expect
      .poll(() => field(form, 'Rue').evaluate((element) => getComputedStyle(element).boxSizing))
      .toBe('border-box');

    await field(form, 'Rue').fill('Rue Haute');
    await field(form, 'Numéro').fill('120');
    await field(form, 'Code postal').fill('1000');
    await field(form, 'Localité').fill('Bruxelles');
    const type = field(form, 'Type de bien');
    await expect(type.locator('option')).not.toHaveCount(1);
    await type.selectOption({ index: 1 });
    await group(form, 'Je souhaite').getByRole('radio', { name: 'Mettre en location' }).check();
    await fillPerson(form, texts, visitor('widget'));
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'contact-demand');
    await form.getByRole('button', { name: texts.submit }).click();
    await expectStored(await stored, 'contact-demand', 'fr');
    const thanks = widget.getByRole('status');
    await expect(thanks.getByRole('heading', { level: 2 })).toHaveText("Merci pour votre demande d'estimation");
    await expect(thanks).toContainText("Nous avons bien reçu votre demande d'estimation gratuite.");
    await expect(thanks).toBeFocused();
    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(url);
  });
});
