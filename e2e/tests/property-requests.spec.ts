import { propertyPath, type AppointmentSlot, type Lang } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
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
  tickAltcha,
  visitor,
} from '../support/forms';
import { offline } from '../support/offline';

/**
 * The requests of a property page's contact panel (aside#property-contact, mf-forms) that are
 * sent end to end: an appointment on a free slot, the documents by e-mail (and a repeat), send to
 * a friend, an offer (for sale) and a rental application (for rent). Texts are those of
 * mf-forms/src/locales/{lang}/forms.json and shared/src/i18n/locales/{lang}/validation.json, errors.json and common.json.
 *
 * Lead POSTs (the API allows LEADS_PER_MINUTE per client, 60 in the browser tests, for every spec
 * file together): this file sends 6, the document request twice.
 */

type Property = typeof forSale;

/** The panel's question above its request buttons (forms:panel.label). */
const PANEL_LABEL = {
  en: 'What would you like to ask?',
  nl: 'Wat wilt u vragen?',
  fr: 'Que souhaitez-vous demander\u00a0?',
  de: 'Was möchten Sie anfragen?',
} as const satisfies Record<Lang, string>;

/**
 * The property's page with the request chosen in its contact panel (the panel loads as it comes
 * into view; an offer or a rental application once the property is known). Returns the panel.
 */
async function openRequest(page: Page, property: Property, lang: Lang, request: string): Promise<Locator> {
  await page.goto(propertyPath(property, lang));
  const aside = page.locator('aside#property-contact');
  await aside.scrollIntoViewIfNeeded();
  const panel = aside.locator('#slot-mf-forms');
  // The panel's buttons are in the server's markup before its code runs: a click counts once hydrated.
  await expect(aside.locator('#slot-mf-forms[data-mounted]')).toBeAttached();
  const button = panel.getByRole('group', { name: PANEL_LABEL[lang] }).getByRole('button', { name: request });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return panel;
}

/** The moments of a property one can still book (GET /api/properties/:id/appointment-slots). */
async function freeSlots(request: APIRequestContext, propertyId: number): Promise<AppointmentSlot[]> {
  const response = await request.get(`/api/properties/${propertyId}/appointment-slots`);
  expect(response.status()).toBe(200);
  const slots = (await response.json()) as AppointmentSlot[];
  return slots.filter((slot) => slot.available > 0);
}

/** A day from today in the browser's calendar, as a date input holds it (YYYY-MM-DD). */
function day(fromToday: number): string {
  const date = new Date();
  date.setDate(date.getDate() + fromToday);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
  await offline(page);
});

test.describe('an appointment', () => {
  test('nl: the free moments to choose from, errors on the fields, a moment booked', async ({ page, request }) => {
    const texts = COMMON.nl;
    const slots = await freeSlots(request, forSale.ID);
    expect(slots.length).toBeGreaterThan(0);
    const panel = await openRequest(page, forSale, 'nl', 'Maak een afspraak');
    const form = panel.getByRole('form', { name: 'Maak een afspraak' });
    const moments = group(form, 'Kies een moment');
    await expect(moments.getByRole('radio')).toHaveCount(slots.length);

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(moments, 'Gelieve een tijdstip voor uw afspraak te kiezen.');
    await expectPersonErrors(form, texts);
    await expectCaptchaError(form, texts);

    await moments.getByRole('radio').first().check();
    await fillPerson(form, texts, visitor('appointment'));
    await field(form, texts.labels.remark).fill('Ik kom met mijn partner.');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'contact-appointment');
    await form.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'contact-appointment', 'nl');
    expect(response.request().postDataJSON()).toMatchObject({ propertyId: forSale.ID, slotId: slots[0]!.id });
    await expectThankYouPage(page, 'nl', 'contact-appointment', 'Uw afspraak is vastgelegd');
    // The moment has one place less (or fewer, should another visitor book it meanwhile).
    const after = await freeSlots(request, forSale.ID);
    expect(after.find((slot) => slot.id === slots[0]!.id)?.available ?? 0).toBeLessThanOrEqual(slots[0]!.available - 1);
  });

  test('nl: a property without a free moment says the appointments are full, and offers no form', async ({
    page,
    request,
  }) => {
    let full: Property | undefined;
    for (const property of catalogue.filter((candidate) => candidate.Marquee === 0).reverse()) {
      if ((await freeSlots(request, property.ID)).length === 0) {
        full = property;
        break;
      }
    }
    expect(full, 'a property without a free moment').toBeDefined();
    const panel = await openRequest(page, full!, 'nl', 'Maak een afspraak');
    await expect(panel.getByRole('status')).toHaveText(
      'Alle afspraken zijn volzet. Neem contact met ons op om een ander moment af te spreken.',
    );
    await expect(panel.getByRole('form')).toHaveCount(0);
    await expect(panel.getByRole('button', { name: COMMON.nl.submit })).toHaveCount(0);
  });
});

test.describe('the documents by e-mail', () => {
  test('fr: errors on the fields, sent, a second request for the same address answered as the first', async ({
    page,
  }) => {
    const texts = COMMON.fr;
    const title = 'Demander les documents';
    const send = 'Envoyez-moi les documents';
    let form = (await openRequest(page, forSale, 'fr', title)).getByRole('form', { name: title });
    await expect(form).toContainText(
      'Laissez vos coordonnées et nous vous enverrons les documents de ce bien par e-mail.',
    );
    await expect(field(form, texts.labels.remark)).toHaveCount(0);

    await form.getByRole('button', { name: send }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectPersonErrors(form, texts);
    await expectCaptchaError(form, texts);

    const person = visitor('documents');
    await fillPerson(form, texts, person);
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);
    const stored = leadStored(page, 'document-request');
    await form.getByRole('button', { name: send }).click();
    const response = await stored;
    await expectStored(response, 'document-request', 'fr');
    expect(response.request().postDataJSON()).toMatchObject({ propertyId: forSale.ID, email: person.email });
    await expectThankYouPage(page, 'fr', 'document-request', 'Vos documents sont en route');

    // The same address asks again for the documents of the same property: the same answer (a
    // stranger does not learn that it asked before); the API mails the documents only once.
    form = (await openRequest(page, forSale, 'fr', title)).getByRole('form', { name: title });
    await fillPerson(form, texts, person);
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);
    const repeated = leadStored(page, 'document-request');
    await form.getByRole('button', { name: send }).click();
    const again = await repeated;
    await expectStored(again, 'document-request', 'fr');
    expect((await again.json()).message).toMatch(/^Merci\. Nous envoyons les documents une seule fois/);
    await expectThankYouPage(page, 'fr', 'document-request', 'Vos documents sont en route');
  });
});

test.describe('send to a friend', () => {
  test('en: errors on the fields, the friend’s address checked, sent to the thank-you page', async ({ page }) => {
    const texts = COMMON.en;
    const panel = await openRequest(page, forSale, 'en', 'Send to a friend');
    const form = panel.getByRole('form', { name: 'Send to a friend' });

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(form, 'Your name'), 'Please enter your name.');
    await expectFieldError(field(form, 'Your e-mail'), texts.errors.email);
    await expectFieldError(field(form, "Your friend's name"), "Please enter your friend's name.");
    await expectFieldError(field(form, "Your friend's e-mail"), "Please enter your friend's e-mail address.");
    await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
    await expectCaptchaError(form, texts);
    await expect(field(form, 'Your name')).toBeFocused();

    const person = visitor('friend');
    const friend = `bram.${Date.now()}@example.be`;
    await field(form, 'Your name').fill(`${person.firstName} ${person.lastName}`);
    await field(form, 'Your e-mail').fill(person.email);
    await field(form, "Your friend's name").fill('Bram');
    await field(form, "Your friend's e-mail").fill('bram@');
    await field(form, 'Message').fill('A house in Gent with a garden, just what you were looking for.');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);
    await form.getByRole('button', { name: texts.submit }).click();
    await expectFieldError(field(form, "Your friend's e-mail"), "Your friend's e-mail address is not valid.");
    await expect(field(form, "Your friend's e-mail")).toBeFocused();

    await field(form, "Your friend's e-mail").fill(friend);
    const stored = leadStored(page, 'send-to-friend');
    await form.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'send-to-friend', 'en');
    expect(response.request().postDataJSON()).toMatchObject({
      propertyId: forSale.ID,
      email: person.email,
      friendName: 'Bram',
      friendEmail: friend,
    });
    await expectThankYouPage(page, 'en', 'send-to-friend', 'Your message has been sent');
  });
});

test.describe('an offer on a property for sale', () => {
  test('de: errors on the fields, persons A and B, the amount in figures and words, the dates checked', async ({
    page,
  }) => {
    const texts = COMMON.de;
    const panel = await openRequest(page, forSale, 'de', 'Ein Angebot abgeben');
    const form = panel.getByRole('form', { name: 'Ein Angebot abgeben' });
    const personA = group(form, 'Person A');
    const offer = group(form, 'Ihr Angebot');
    const signature = group(form, 'Unterzeichnung');
    // Signed today, unless the visitor says otherwise.
    await expect(field(signature, 'Datum der Unterzeichnung')).toHaveValue(day(0));

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectFieldError(field(personA, texts.labels.firstName), texts.errors.firstName);
    await expectFieldError(field(personA, texts.labels.lastName), texts.errors.lastName);
    await expectFieldError(field(personA, texts.labels.email), texts.errors.email);
    await expectFieldError(field(personA, texts.labels.phone), texts.errors.phone);
    await expectFieldError(field(personA, 'Adresse'), 'Bitte geben Sie Ihre Adresse ein.');
    await expectFieldError(
      field(offer, 'Angebotsbetrag (in Ziffern)'),
      'Bitte geben Sie den Betrag Ihres Angebots ein.',
    );
    await expectFieldError(
      field(offer, 'Angebotsbetrag (in Worten)'),
      'Bitte schreiben Sie den Betrag Ihres Angebots in Worten aus.',
    );
    await expectFieldError(field(offer, 'Angebot gültig ab'), 'Bitte geben Sie das Anfangsdatum vollständig ein.');
    await expectFieldError(field(offer, 'Angebot gültig bis'), 'Bitte geben Sie das Enddatum vollständig ein.');
    await expectFieldError(field(signature, 'Ausgestellt in'), 'Bitte geben Sie den Ort der Unterzeichnung ein.');
    await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
    await expectCaptchaError(form, texts);
    await expect(field(personA, texts.labels.firstName)).toBeFocused();
    await axe(page);

    const buyerA = visitor('offer-a');
    await field(personA, texts.labels.firstName).fill(buyerA.firstName);
    await field(personA, texts.labels.lastName).fill(buyerA.lastName);
    await field(personA, texts.labels.email).fill(buyerA.email);
    await field(personA, texts.labels.phone).fill(buyerA.phone);
    await field(personA, 'Adresse').fill('Kouter 12, 9000 Gent');
    await form.getByRole('button', { name: 'Einen zweiten Käufer hinzufügen' }).click();
    const personB = group(form, 'Person B (optional)');
    const buyerB = { ...visitor('offer-b'), firstName: 'Bram' };
    await field(personB, texts.labels.firstName).fill(buyerB.firstName);
    await field(personB, texts.labels.lastName).fill(buyerB.lastName);
    await field(personB, texts.labels.email).fill(buyerB.email);
    await field(personB, texts.labels.phone).fill('0471 98 76 54');
    await field(personB, 'Adresse').fill('Kouter 12, 9000 Gent');

    await field(offer, 'Angebotsbetrag (in Ziffern)').fill('350.000');
    // 10 % of the price at signing: what that comes to.
    await expect(offer).toContainText(/Bei einem Angebot von €\s350\.000 sind das €\s35\.000\./);
    await field(offer, 'Angebotsbetrag (in Worten)').fill('dreihundertfünfzigtausend Euro');
    // The offer cannot end before it starts.
    await field(offer, 'Angebot gültig ab').fill(day(2));
    await field(offer, 'Angebot gültig bis').fill(day(1));
    await field(offer, 'Bedingungen').fill('Vorbehaltlich der Zusage eines Hypothekendarlehens.');
    await field(signature, 'Ausgestellt in').fill('Gent');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);
    await form.getByRole('button', { name: texts.submit }).click();
    await expectFieldError(
      field(offer, 'Angebot gültig bis'),
      'Das Enddatum ist ungültig: Es muss am oder nach dem Anfangsdatum liegen.',
    );

    await field(offer, 'Angebot gültig bis').fill(day(30));
    const stored = leadStored(page, 'offer');
    await form.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'offer', 'de');
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({
      propertyId: forSale.ID,
      personA: { firstName: buyerA.firstName, email: buyerA.email, address: 'Kouter 12, 9000 Gent' },
      personB: { firstName: 'Bram', email: buyerB.email },
      amountInLetters: 'dreihundertfünfzigtausend Euro',
      startDate: day(2),
      endDate: day(30),
      place: 'Gent',
      signDate: day(0),
    });
    expect(Number(body.amount)).toBe(350_000);
    await expectThankYouPage(page, 'de', 'offer', 'Ihr Angebot ist eingegangen');
  });
});

test.describe('a rental application for a property for rent', () => {
  test('fr: errors on the fields, the household with the ages of the children, the incomes, sent', async ({ page }) => {
    const texts = COMMON.fr;
    const panel = await openRequest(page, forRent, 'fr', 'Candidature locative');
    const form = panel.getByRole('form', { name: 'Candidature locative' });
    const household = group(form, 'Votre ménage');
    const income = group(form, 'Revenus');
    await expect(field(household, "Nombre d'adultes")).toHaveValue('1');

    await form.getByRole('button', { name: texts.submit }).click();
    await expectSubmitErrorTitle(form, texts);
    await expectPersonErrors(form, texts);
    await expectFieldError(
      field(household, "Date d'emménagement souhaitée"),
      "Veuillez indiquer la date d'emménagement souhaitée.",
    );
    await expectFieldError(
      field(income, 'Revenus nets mensuels, personne 1'),
      'Veuillez indiquer vos revenus nets mensuels.',
    );
    await expectCaptchaError(form, texts);

    await fillPerson(form, texts, visitor('rental'));
    await field(household, "Nombre d'adultes").fill('2');
    await field(household, "Nombre d'enfants").fill('2');
    // One age per child.
    const ages = group(household, 'Âge des enfants');
    await expect(ages.getByRole('textbox')).toHaveCount(2);
    await form.getByRole('button', { name: texts.submit }).click();
    for (const child of [1, 2]) {
      await expectFieldError(
        field(ages, `Âge de l'enfant ${child}`),
        "Veuillez indiquer un âge valable pour l'enfant.",
      );
    }
    await field(ages, "Âge de l'enfant 1").fill('7');
    await field(ages, "Âge de l'enfant 2").fill('4');
    await field(household, 'Animaux domestiques').fill('un chat');
    await field(household, "Date d'emménagement souhaitée").fill(day(45));
    await field(household, 'Motif du déménagement').fill('Nous cherchons une chambre de plus.');
    await field(income, 'Revenus nets mensuels, personne 1').fill('2.450');
    await field(income, 'Revenus nets mensuels, personne 2 (facultatif)').fill('1.800');
    await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
    await tickAltcha(form, texts.altcha);

    const stored = leadStored(page, 'rental-application');
    await form.getByRole('button', { name: texts.submit }).click();
    const response = await stored;
    await expectStored(response, 'rental-application', 'fr');
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ propertyId: forRent.ID, pets: 'un chat', moveDate: day(45) });
    expect([body.adults, body.kids, body.kidsAges, body.netIncome1, body.netIncome2].map(String)).toEqual([
      '2',
      '2',
      '7,4',
      '2450',
      '1800',
    ]);
    await expectThankYouPage(page, 'fr', 'rental-application', 'Votre candidature a bien été reçue');
  });
});
