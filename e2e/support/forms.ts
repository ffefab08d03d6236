import AxeBuilder from '@axe-core/playwright';
import { pagePath, type Lang } from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The text as a pattern; a space also matches a no-break space (French puts one before a colon). */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');

/**
 * A text box, select or text area by its label's exact text (a required field's label ends in " *",
 * the required mark); not a radio button or checkbox that happens to say the same ("E-mail").
 */
export function field(scope: Locator, label: string): Locator {
  return scope
    .getByLabel(new RegExp(`^${escape(label)}( \\*)?$`))
    .and(scope.locator('input:not([type="radio"]):not([type="checkbox"]), select, textarea'));
}

/** A group of radio buttons or checkboxes (a fieldset) by its legend; a required one ends in " *". */
export function group(scope: Locator, legend: string): Locator {
  return scope.getByRole('group', { name: new RegExp(`^${escape(legend)}( \\*)?$`) });
}

/**
 * The field is marked invalid and its error is part of its accessible description (after its
 * help text, when it has one), so a screen reader reads the error with the field.
 */
export async function expectFieldError(control: Locator, message: string): Promise<void> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(`(^|\\s)${escape(message)}$`));
}

/**
 * The automatic check (ALTCHA): a click on its label text ticks it; the device solves the proof of
 * work (about a second) and the widget says it is verified.
 */
export async function tickAltcha(scope: Locator, label: string): Promise<void> {
  const widget = scope.locator('altcha-widget');
  await widget.getByText(label, { exact: true }).click();
  await expect(widget.locator('.altcha')).toHaveAttribute('data-state', 'verified');
}

/**
 * A challenge of the site's API solved as the widget would (serve-site.mjs sets ALTCHA_TEST_EASY, so
 * it takes milliseconds): the `altcha` field of a lead a test sends without the page.
 */
export async function solvedAltcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/altcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The forms remote's slot on a page (the footer's sign-up has a slot of its own, #slot-mf-forms-footer). */
export const slot = (page: Page) => page.locator('#slot-mf-forms');

/** A Belgian property for sale and one for rent, both published (their panel offers an offer, a rental application). */
export const forSale = catalogue.find(
  (property) => property.Goal === 0 && property.Marquee === 0 && property.CountryID === 10,
)!;
export const forRent = catalogue.find(
  (property) => property.Goal !== 0 && property.Marquee === 0 && property.CountryID === 10,
)!;

/** What every form shares, by language. */
export const COMMON = {
  en: {
    submit: 'Send',
    submitErrorTitle: 'Your data has not been sent: please check the fields marked in red.',
    altcha: 'I am not a robot',
    thankYou: 'Thank you',
    breadcrumb: 'Breadcrumb',
    labels: {
      title: 'Title',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      remark: 'Your message',
      privacy: /privacy statement/,
    },
    errors: {
      title: 'Please choose your title.',
      firstName: 'Please enter your first name.',
      lastName: 'Please enter your last name.',
      email: 'Email address required: please enter your e-mail address.',
      phone: 'Please enter your phone number.',
      remark: 'Please enter your message.',
      privacy: 'Please accept the privacy statement.',
      checkRequired: 'Please tick the check first.',
    },
  },
  nl: {
    submit: 'Verzenden',
    submitErrorTitle: 'Uw gegevens werden niet verzonden: gelieve de rood gemarkeerde velden te controleren.',
    altcha: 'Ik ben geen robot',
    thankYou: 'Bedankt',
    breadcrumb: 'Kruimelpad',
    labels: {
      title: 'Aanspreking',
      firstName: 'Voornaam',
      lastName: 'Familienaam',
      email: 'E-mail',
      phone: 'Telefoon',
      remark: 'Uw bericht',
      privacy: /privacyverklaring/,
    },
    errors: {
      title: 'Gelieve uw aanspreking te kiezen.',
      firstName: 'Gelieve uw voornaam in te vullen.',
      lastName: 'Gelieve uw familienaam in te vullen.',
      email: 'E-mailadres ontbreekt: gelieve uw e-mailadres in te vullen.',
      phone: 'Gelieve uw telefoonnummer in te vullen.',
      remark: 'Gelieve uw bericht in te vullen.',
      privacy: 'Gelieve de privacyverklaring te aanvaarden.',
      checkRequired: 'Vink eerst de controle aan.',
    },
  },
  fr: {
    submit: 'Envoyer',
    submitErrorTitle: "Vos données n'ont pas été envoyées : veuillez vérifier les champs indiqués en rouge.",
    altcha: 'Je ne suis pas un robot',
    thankYou: 'Merci',
    breadcrumb: "Fil d'Ariane",
    labels: {
      title: 'Civilité',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      remark: 'Votre message',
      privacy: /déclaration de confidentialité/,
    },
    errors: {
      title: 'Veuillez choisir votre civilité.',
      firstName: 'Veuillez indiquer votre prénom.',
      lastName: 'Veuillez indiquer votre nom de famille.',
      email: 'Adresse e-mail manquante : veuillez indiquer votre adresse e-mail.',
      phone: 'Veuillez indiquer votre numéro de téléphone.',
      remark: 'Veuillez écrire votre message.',
      privacy: 'Veuillez accepter la déclaration de confidentialité.',
      checkRequired: 'Cochez d’abord la vérification.',
    },
  },
  de: {
    submit: 'Senden',
    submitErrorTitle: 'Ihre Daten wurden nicht gesendet: Bitte überprüfen Sie die rot markierten Felder.',
    altcha: 'Ich bin kein Roboter',
    thankYou: 'Vielen Dank',
    breadcrumb: 'Brotkrumennavigation',
    labels: {
      title: 'Anrede',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      phone: 'Telefon',
      remark: 'Ihre Nachricht',
      privacy: /Datenschutzerklärung/,
    },
    errors: {
      title: 'Bitte wählen Sie Ihre Anrede.',
      firstName: 'Bitte geben Sie Ihren Vornamen ein.',
      lastName: 'Bitte geben Sie Ihren Nachnamen ein.',
      email: 'E-Mail-Adresse fehlt: Bitte geben Sie Ihre E-Mail-Adresse ein.',
      phone: 'Bitte geben Sie Ihre Telefonnummer ein.',
      remark: 'Bitte geben Sie Ihre Nachricht ein.',
      privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
      checkRequired: 'Bitte zuerst die Prüfung ankreuzen.',
    },
  },
} as const satisfies Record<Lang, unknown>;

export type Texts = (typeof COMMON)[Lang];

/** A visitor's details, with a unique e-mail address per test. */
export function visitor(tag: string) {
  return {
    firstName: 'Anna',
    lastName: `Peeters-${tag}`,
    email: `anna.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.be`,
    phone: '0470 12 34 56',
  };
}

/** The person block every form starts with: title, names, e-mail and phone. */
export async function fillPerson(form: Locator, texts: Texts, person: ReturnType<typeof visitor>) {
  await field(form, texts.labels.title).selectOption('ms');
  await field(form, texts.labels.firstName).fill(person.firstName);
  await field(form, texts.labels.lastName).fill(person.lastName);
  await field(form, texts.labels.email).fill(person.email);
  await field(form, texts.labels.phone).fill(person.phone);
}

/** The errors of the person block and the privacy statement, each on its field. */
export async function expectPersonErrors(form: Locator, texts: Texts) {
  for (const name of ['title', 'firstName', 'lastName', 'email', 'phone'] as const) {
    await expectFieldError(field(form, texts.labels[name]), texts.errors[name]);
  }
  await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
}

/** The submit-error title of SPEC §5 in the form's status area. */
export async function expectSubmitErrorTitle(form: Locator, texts: Texts) {
  await expect(form.getByRole('alert').filter({ hasText: texts.submitErrorTitle })).toBeVisible();
}

/** The captcha's own error: in the automatic check's place, an alert asking to tick it (not the image's wording). */
export async function expectCaptchaError(form: Locator, texts: Texts) {
  await expect(form.locator('.immo-captcha').getByRole('alert')).toHaveText(texts.errors.checkRequired);
}

/** The lead's answer: stored (201) with its mails queued in the same transaction (api/src/leads/lead-service.ts). */
export function leadStored(page: Page, form: string) {
  return page.waitForResponse(
    (response) => response.url().includes(`/api/leads/${form}`) && response.request().method() === 'POST',
  );
}

export async function expectStored(response: Awaited<ReturnType<typeof leadStored>>, form: string, lang: Lang) {
  expect(response.status()).toBe(201);
  expect(await response.json()).toMatchObject({ ok: true, form, lang });
}

/** The thank-you page: its path, the breadcrumb "Thank you" and the form's own title. */
export async function expectThankYouPage(page: Page, lang: Lang, form: string, title: string) {
  await expect(page).toHaveURL(pagePath('feedback', lang, { form }));
  await expect(page.getByRole('navigation', { name: COMMON[lang].breadcrumb })).toContainText(COMMON[lang].thankYou);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** axe on a form with its errors shown (the page's forms slot unless told): nothing serious or critical. */
export async function axe(page: Page, include = '#slot-mf-forms') {
  const { violations } = await new AxeBuilder({ page }).include(include).analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}
