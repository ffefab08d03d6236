import { pagePath, propertyPath } from '@immo/shared';
import { sampleSubmission } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import {
  axe,
  COMMON,
  expectCaptchaError,
  expectFieldError,
  expectStored,
  expectSubmitErrorTitle,
  expectThankYouPage,
  field,
  forSale,
  group,
  leadStored,
  slot,
  solvedAltcha,
  tickAltcha,
  visitor,
} from '../support/forms';
import { offline } from '../support/offline';
import { waitForMail } from '../support/outbox';

/**
 * The newsletter sign-up in the footer of every page, the newsletter and unsubscribe pages and the
 * testimonial page of mf-forms, sent end to end. Texts are those of
 * mf-forms/src/locales/{lang}/forms.json and shared/src/i18n/locales/{lang}/validation.json and common.json.
 *
 * Lead POSTs (the API allows LEADS_PER_MINUTE per client, 60 in the browser tests, for every spec
 * file together): this file sends 6 (the unsubscribe test: a sign-up, then two unsubscribes).
 */

/** The footer's slot, inside the page's footer (contentinfo). */
const footerSlot = (page: Page) => page.getByRole('contentinfo').locator('#slot-mf-forms-footer');

/** The newsletter sign-up's own texts (forms:titles, newsletter, common:thankYou, validation). */
const NEWSLETTER = {
  nl: {
    title: 'Schrijf u in op onze nieuwsbrief',
    subscribe: 'Inschrijven',
    unsubscribeLink: 'Schrijf u uit',
    unsubscribeTitle: 'Uitschrijven voor onze nieuwsbrief',
    unsubscribe: 'Uitschrijven',
    unsubscribedTitle: 'U bent uitgeschreven',
    linkSentTitle: 'Kijk in uw mailbox',
  },
  fr: {
    title: 'Inscrivez-vous à notre newsletter',
    subscribe: "S'inscrire",
    unsubscribeLink: 'Désinscrivez-vous',
    thanksTitle: 'Consultez votre boîte mail',
    confirmTitle: 'Confirmez votre demande',
    confirm: 'Confirmer',
    confirmed: 'Vous êtes inscrit(e) à notre newsletter.',
    invalidEmail: 'Adresse e-mail non valable : veuillez la vérifier (p. ex. nom@exemple.be).',
  },
  de: {
    title: 'Abonnieren Sie unseren Newsletter',
    subscribe: 'Abonnieren',
    thanksTitle: 'Sehen Sie in Ihr Postfach',
    thanksText:
      'Wir haben Ihnen einen Link gesendet, mit dem Sie Ihre Anmeldung bestätigen. Sie sind angemeldet, sobald Sie ihm gefolgt sind.',
  },
} as const;

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
  await offline(page);
});

test.describe("the footer's newsletter sign-up", () => {
  test("the check's arrival moves nothing below it: the subscribe button stays where it was", async ({ page }) => {
    await page.goto(pagePath('contact', 'de'));
    const footer = footerSlot(page);
    await footer.scrollIntoViewIfNeeded();
    const form = footer.getByRole('form', { name: NEWSLETTER.de.title });
    const button = form.getByRole('button', { name: NEWSLETTER.de.subscribe });
    await expect(form.locator('.immo-captcha__pending')).toBeVisible();
    const before = await button.boundingBox();
    await expect(form.locator('altcha-widget .altcha')).toBeVisible();
    expect(await button.boundingBox()).toEqual(before);
  });

  test('de, on the contact page: errors on the fields; once sent it thanks in place and the page stays', async ({
    page,
  }) => {
    const texts = COMMON.de;
    const own = NEWSLETTER.de;
    await page.goto(pagePath('contact', 'de'));
    const contact = slot(page).getByRole('form', { name: 'Kontaktieren Sie uns' });
    await expect(contact).toBeVisible();
    const url = page.url();

    // It loads as the footer comes into view.
    const footer = footerSlot(page);
    await footer.scrollIntoViewIfNeeded();
    const form = footer.getByRole('form', { name: own.title });
    await expect(footer.getByRole('heading', { level: 2, name: own.title })).toBeVisible();

    await form.getByRole('button', { name: own.subscribe }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(form, texts.labels.firstName), texts.errors.firstName);
    await expectFieldError(field(form, texts.labels.lastName), texts.errors.lastName);
    await expectFieldError(field(form, texts.labels.email), texts.errors.email);
    await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
    await expectCaptchaError(form, texts);
    await expect(field(form, texts.labels.firstName)).toBeFocused();
    await axe(page, '#slot-mf-forms-footer');
    // The contact form above is not touched by the footer's errors.
    await expect(contact.getByRole('alert')).toHaveCount(0);

    const person = visitor('footer');
    await field(form, texts.labels.firstName).fill(person.firstName);
    await field(form, texts.labels.lastName).fill(person.lastName);
    await field(form, texts.labels.email).fill(person.email);
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'sign-newsletter');
    await form.getByRole('button', { name: own.subscribe }).click();
    const response = await stored;
    await expectStored(response, 'sign-newsletter', 'de');
    expect(response.request().postDataJSON()).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      privacy: true,
    });

    // Thanked in place, the text focused so that a screen reader reads it; the visitor stays.
    const thanks = footer.getByRole('status');
    await expect(thanks.getByRole('heading', { level: 2 })).toHaveText(own.thanksTitle);
    await expect(thanks).toContainText(own.thanksText);
    await expect(thanks).toBeFocused();
    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(url);
    await expect(contact).toBeVisible();
  });

  test('nl: on the home and a property page, not on the newsletter page nor the unsubscribe page', async ({ page }) => {
    const own = NEWSLETTER.nl;
    const footer = footerSlot(page);
    const signUp = footer.getByRole('form', { name: own.title });

    for (const path of [pagePath('home', 'nl'), propertyPath(forSale, 'nl')]) {
      await page.goto(path);
      await footer.scrollIntoViewIfNeeded();
      await expect(signUp).toBeVisible();
    }

    // Its way out, a link beside it, leads to the unsubscribe page: there the footer has no sign-up.
    await footer.getByRole('link', { name: own.unsubscribeLink }).click();
    await expect(page).toHaveURL(pagePath('unsubscribe', 'nl'));
    await expect(slot(page).getByRole('form', { name: own.unsubscribeTitle })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
    await expect(footer).toHaveCount(0);

    // Nor on the newsletter page, whose form is the sign-up itself (once on the page).
    await page.goto(pagePath('newsletter', 'nl'));
    await expect(slot(page).getByRole('form', { name: own.title })).toBeVisible();
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-instellingen' })).toBeVisible();
    await expect(footer).toHaveCount(0);
    await expect(page.getByRole('form', { name: own.title })).toHaveCount(1);
  });
});

test.describe('the newsletter pages', () => {
  test('fr newsletter page: errors on the fields, the automatic check sends it, the mailed link confirms it', async ({
    page,
    baseURL,
  }) => {
    const texts = COMMON.fr;
    const own = NEWSLETTER.fr;
    await page.goto(pagePath('newsletter', 'fr'));
    await expect(page).toHaveURL('/fr/newsletter/');
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText(own.title);
    const form = slot(page).getByRole('form', { name: own.title });
    await expect(slot(page).getByRole('link', { name: own.unsubscribeLink })).toHaveAttribute(
      'href',
      pagePath('unsubscribe', 'fr'),
    );

    await form.getByRole('button', { name: own.subscribe }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(form, texts.labels.firstName), texts.errors.firstName);
    await expectFieldError(field(form, texts.labels.lastName), texts.errors.lastName);
    await expectFieldError(field(form, texts.labels.email), texts.errors.email);
    await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
    await expectCaptchaError(form, texts);

    const person = visitor('newsletter');
    await field(form, texts.labels.firstName).fill(person.firstName);
    await field(form, texts.labels.lastName).fill(person.lastName);
    await field(form, texts.labels.email).fill('anna.peeters@');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);
    await form.getByRole('button', { name: own.subscribe }).click();
    await expectFieldError(field(form, texts.labels.email), own.invalidEmail);
    await expect(field(form, texts.labels.email)).toBeFocused();

    await field(form, texts.labels.email).fill(person.email);
    const stored = leadStored(page, 'sign-newsletter');
    await form.getByRole('button', { name: own.subscribe }).click();
    const response = await stored;
    await expectStored(response, 'sign-newsletter', 'fr');
    expect(response.request().postDataJSON()).toMatchObject({ email: person.email, privacy: true });
    await expectThankYouPage(page, 'fr', 'sign-newsletter', own.thanksTitle);

    // Subscribed only once the mailed link is followed and its page's button pressed (double opt-in).
    const mail = await waitForMail(baseURL!, person.email, /\/fr\/confirmer\/#confirm=/);
    const link = new URL(/https?:\/\/\S+\/fr\/confirmer\/#confirm=[\w-]+/.exec(mail)![0]);
    await page.goto(`${link.pathname}${link.hash}`);
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText(own.confirmTitle);
    await slot(page).getByRole('button', { name: own.confirm }).click();
    await expect(slot(page).getByRole('status')).toContainText(own.confirmed);
    await waitForMail(baseURL!, person.email, /Subject: Bienvenue dans notre newsletter/);
  });

  test('nl unsubscribe page: no captcha; without the signature it says a link is mailed, with it the thank-you page', async ({
    page,
    baseURL,
  }) => {
    const texts = COMMON.nl;
    const own = NEWSLETTER.nl;
    await page.goto(pagePath('unsubscribe', 'nl'));
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText(own.unsubscribeTitle);
    let form = slot(page).getByRole('form', { name: own.unsubscribeTitle });
    await form.getByRole('button', { name: own.unsubscribe }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(form, texts.labels.email), texts.errors.email);
    // Leaving the list asks for no captcha.
    await expect(form.getByRole('group', { name: texts.altcha })).toHaveCount(0);

    // A subscriber (signed up, confirmed with the mailed link), whose welcome mail carries the signed way out.
    const email = visitor('unsubscribe').email;
    const signUp = await page.request.post('/api/leads/sign-newsletter?lang=nl', {
      data: { ...sampleSubmission('sign-newsletter', { email }), altcha: await solvedAltcha(page.request) },
    });
    expect(signUp.status()).toBe(201);
    const token = /#confirm=([\w-]+)/.exec(await waitForMail(baseURL!, email, /#confirm=/))![1];
    expect((await page.request.post('/api/confirmations?lang=nl', { data: { token } })).status()).toBe(200);
    const welcome = await waitForMail(baseURL!, email, /\/nl\/uitschrijven\/\?/);
    const signedLink = new URL(/https?:\/\/\S+\/nl\/uitschrijven\/\?\S+/.exec(welcome)![0]);

    // Without the signature (the address typed, or a link someone made up): nothing changes, and the
    // page says in place that a link goes to that mailbox (not today: the sign-up's was its one link
    // mail of the day, api/test/newsletter-double-opt-in.test.ts).
    await page.goto(`${pagePath('unsubscribe', 'nl')}?email=${encodeURIComponent(email)}`);
    form = slot(page).getByRole('form', { name: own.unsubscribeTitle });
    await expect(field(form, texts.labels.email)).toHaveValue(email);
    await expect(page.getByRole('contentinfo').locator('#slot-mf-forms-footer')).toHaveCount(0);
    let stored = leadStored(page, 'unsubscribe-newsletter');
    await form.getByRole('button', { name: own.unsubscribe }).click();
    await expectStored(await stored, 'unsubscribe-newsletter', 'nl');
    await expect(slot(page).getByRole('status')).toContainText(own.linkSentTitle);
    await expect(page).toHaveURL(new RegExp(`${pagePath('unsubscribe', 'nl')}\\?email=`));

    // The mail's link: the address and its signature, and one click.
    await page.goto(`${signedLink.pathname}${signedLink.search}`);
    form = slot(page).getByRole('form', { name: own.unsubscribeTitle });
    await expect(field(form, texts.labels.email)).toHaveValue(email);
    stored = leadStored(page, 'unsubscribe-newsletter');
    await form.getByRole('button', { name: own.unsubscribe }).click();
    const response = await stored;
    await expectStored(response, 'unsubscribe-newsletter', 'nl');
    expect(response.request().postDataJSON()).toMatchObject({ email, token: signedLink.searchParams.get('token') });
    await expectThankYouPage(page, 'nl', 'unsubscribe-newsletter', own.unsubscribedTitle);
  });
});

test.describe('the testimonial page', () => {
  test('en: errors on the fields, a rating, the automatic check sends it to the thank-you page', async ({ page }) => {
    // Its word in every language.
    for (const [path, title] of [
      ['/nl/getuigenis/', 'Schrijf een getuigenis'],
      ['/fr/temoignage/', 'Rédiger un témoignage'],
      ['/de/erfahrungsbericht/', 'Erfahrungsbericht schreiben'],
    ] as const) {
      await page.goto(path);
      await expect(slot(page).getByRole('form', { name: title })).toBeVisible();
    }

    const texts = COMMON.en;
    await page.goto(pagePath('testimonial', 'en'));
    await expect(page).toHaveURL('/testimonial/');
    await expect(slot(page).getByRole('heading', { level: 1 })).toHaveText('Write a testimonial');
    const form = slot(page).getByRole('form', { name: 'Write a testimonial' });
    await expect(form.getByText('Your testimonial will be published after review.')).toBeVisible();

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(form, 'Your name'), 'Please enter your name.');
    await expectFieldError(field(form, texts.labels.email), texts.errors.email);
    await expectFieldError(field(form, 'Your city'), 'Please enter the city.');
    await expectFieldError(group(form, 'Your rating'), 'Please give a rating from 1 to 5 stars.');
    await expectFieldError(field(form, 'Your testimonial'), 'Please write your testimonial.');
    await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
    await expectCaptchaError(form, texts);
    await expect(field(form, 'Your name')).toBeFocused();

    const person = visitor('testimonial');
    await field(form, 'Your name').fill(`${person.firstName} ${person.lastName}`);
    await field(form, texts.labels.email).fill(person.email);
    await field(form, 'Your city').fill('Gent');
    const ratings = group(form, 'Your rating').getByRole('radio');
    await expect(ratings).toHaveCount(5);
    await group(form, 'Your rating').getByRole('radio', { name: '4 stars', exact: true }).check();
    await field(form, 'Your testimonial').fill('Our flat in Gent was sold in three weeks. Clear advice throughout.');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'testimonial');
    await form.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'testimonial', 'en');
    expect(response.request().postDataJSON()).toMatchObject({ email: person.email, city: 'Gent', rating: 4 });
    await expectThankYouPage(page, 'en', 'testimonial', 'Thank you for your testimonial');
  });
});
