import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { waitForMail } from '../support/outbox';

/**
 * The owner portal (mf-owner-portal) over the composed site, with the demo owners of
 * api/README.md. The API allows 10 login attempts a minute per client: the file makes 10, in
 * order (serial), the throttled address last.
 */
test.describe.configure({ mode: 'serial' });
test.beforeEach(({ page }) => withConsentDecided(page));

const AN = { email: 'an.peeters@example.be', password: 'Zonnebloem-2026', newPassword: 'Zonnebloem-Tuin-2027' };
const LUC = { email: 'luc.dubois@example.be', password: 'Tournesol-2026' };

const portal = (page: Page) => page.locator('#slot-mf-owner-portal');

/** Fills in the login form and sends it; resolves with the API's answer to the attempt. */
async function logIn(page: Page, email: string, password: string, texts = NL) {
  await portal(page).getByLabel(texts.email).fill(email);
  await portal(page).locator('input[autocomplete="current-password"]').fill(password);
  const answer = page.waitForResponse((response) => response.url().includes('/api/owner/login'));
  await portal(page).getByRole('button', { name: texts.submit, exact: true }).click();
  return (await answer).status();
}

const NL = { email: 'E-mailadres', password: 'Wachtwoord', submit: 'Aanmelden' };
const FR = { email: 'Adresse e-mail', password: 'Mot de passe', submit: 'Se connecter' };

/**
 * Whether a closed select cuts the text of its chosen option, measured in the select's own font
 * (a pixel of leeway: the canvas measures in fractions, the layout rounds).
 */
function nameIsCut(select: HTMLSelectElement): boolean {
  const style = getComputedStyle(select);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = style.font;
  const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  return context.measureText(select.selectedOptions[0]?.text ?? '').width > room + 1;
}

async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('#slot-mf-owner-portal').analyze();
  const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

test('nl: a wrong password is refused in Dutch; An sees both properties, keeps her session on reload and in French, logs out', async ({
  page,
}) => {
  await page.goto('/nl/login/');
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Aanmelden eigenaar');
  await logIn(page, AN.email, 'niet-het-wachtwoord');
  await expect(portal(page).getByRole('alert')).toContainText('Ongeldig e-mailadres of wachtwoord');
  await expect(portal(page).getByLabel(NL.email)).toHaveValue(AN.email);

  await logIn(page, AN.email, AN.password);
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Mijn pand');
  await expect(portal(page).getByText('Welkom, An Peeters')).toBeVisible();
  await expect(portal(page).getByRole('table', { name: 'Bezoeken' })).toBeVisible();
  await expect(portal(page).getByText('Dossierbeheerder')).toBeVisible();
  await expectNoSeriousViolations(page);

  const picker = portal(page).getByLabel('Kies een pand');
  const options = picker.locator('option');
  await expect(options).toHaveCount(2);
  // At 1280 px the closed picker shows the chosen property's whole name (it was cut at 480 px).
  expect(await picker.evaluate(nameIsCut)).toBe(false);
  const first = await picker.inputValue();
  const second = (await options.nth(1).getAttribute('value'))!;
  await picker.selectOption(second);
  await expect(portal(page).getByRole('heading', { level: 2 }).first()).not.toHaveText('');
  await expect(picker).toHaveValue(second);
  expect(second).not.toBe(first);

  await page.reload();
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Mijn pand');

  await page.getByRole('link', { name: 'FR', exact: true }).first().click();
  await expect(page).toHaveURL(/\/fr\/login\/$/);
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Mon bien');
  await expect(portal(page).getByRole('table', { name: 'Visites' })).toBeVisible();

  // The session ends (as after 30 minutes idle); the owner comes back to the tab: the login form.
  await page.context().clearCookies();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(portal(page).getByRole('status')).toContainText('Votre session a expiré.');
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Connexion propriétaire');
});

test('fr: Luc, one property, no picker; the documents; logout', async ({ page }) => {
  await page.goto('/fr/login/');
  // Nothing filled in: the errors on the fields, in French, nothing sent; axe with them shown.
  await portal(page).getByRole('button', { name: FR.submit, exact: true }).click();
  await expect(portal(page).getByLabel(FR.email)).toHaveAttribute('aria-invalid', 'true');
  await expect(portal(page).locator('input[autocomplete="current-password"]')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousViolations(page);
  await logIn(page, LUC.email, LUC.password, FR);
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Mon bien');
  await expect(portal(page).getByLabel('Choisissez un bien')).toHaveCount(0);
  await expect(portal(page).getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expect(portal(page).getByRole('table', { name: 'Communications' })).toBeVisible();
  // Statuses, sources, the agency's comments and the documents in French: none of the English words
  // the dashboard showed ("planned", "Walk-in", "164 views", a document called "sheet").
  await expect(portal(page).getByRole('table', { name: 'Médias en ligne' })).toBeVisible();
  await expect(portal(page).getByRole('link', { name: /^Fiche d’information du bien \d+$/ })).toBeVisible();
  await expect(portal(page).getByRole('cell', { name: 'Terminé', exact: true }).first()).toBeVisible();
  const shown = await portal(page).innerText();
  expect(shown.match(/\b(done|planned|follow-up|Walk-in|Phone|Website|views|sheet|Bezichtiging)\b/g)).toBeNull();
  await portal(page).getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Connexion propriétaire');
  await page.reload();
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Connexion propriétaire');
});

test('password forgotten: the mail in the outbox, the reset page, a login with the new password', async ({
  page,
  baseURL,
}) => {
  await page.goto('/nl/login/');
  await portal(page).getByRole('button', { name: 'Wachtwoord vergeten?' }).click();
  await portal(page).getByLabel(NL.email).fill(AN.email);
  await portal(page).getByRole('button', { name: 'Link versturen' }).click();
  await expect(portal(page).getByRole('status')).toContainText('Als er een eigenaarsaccount bestaat');

  const mail = await waitForMail(baseURL!, AN.email, /#reset=/);
  const link = /(https?:\/\/\S+#reset=[\w-]+)/.exec(mail)![1]!;
  expect(link).not.toContain('?reset=');
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Stel uw wachtwoord opnieuw in');
  await expect(page).toHaveURL(/\/nl\/login\/$/);
  await expectNoSeriousViolations(page);

  await portal(page).locator('input[autocomplete="new-password"]').first().fill(AN.newPassword);
  await portal(page).getByLabel('Bevestig het nieuwe wachtwoord').fill('iets-anders-2027');
  await portal(page).getByRole('button', { name: 'Nieuw wachtwoord bewaren' }).click();
  await expect(portal(page).getByLabel('Bevestig het nieuwe wachtwoord')).toHaveAccessibleDescription(
    'De wachtwoorden zijn niet dezelfde.',
  );
  await portal(page).getByLabel('Bevestig het nieuwe wachtwoord').fill(AN.newPassword);
  await portal(page).getByRole('button', { name: 'Nieuw wachtwoord bewaren' }).click();
  await expect(portal(page).getByRole('status')).toContainText('Uw wachtwoord is gewijzigd.');

  await logIn(page, AN.email, AN.newPassword);
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Mijn pand');
});

test('after five wrong passwords from one address, that address waits; the answer says nothing of the account (fr)', async ({
  page,
}) => {
  await page.goto('/fr/login/');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect(await logIn(page, LUC.email, `faux-${attempt}`, FR)).toBe(401);
    await expect(portal(page).getByRole('alert')).toContainText(
      "L'adresse e-mail ou le mot de passe n'est pas correct.",
    );
  }
  // The owner is never locked out (another address still logs in, api/test); this address is
  // slowed down, with the answer an unknown address gets too.
  expect(await logIn(page, LUC.email, LUC.password, FR)).toBe(429);
  await expect(portal(page).getByRole('alert')).toContainText('Trop de tentatives');
  await expect(portal(page).getByRole('heading', { level: 1 })).toHaveText('Connexion propriétaire');
});
