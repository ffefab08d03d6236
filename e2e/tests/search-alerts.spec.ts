import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { pagePath } from '@immo/shared';
import { sampleFeed } from '@immo/shared/data';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { withConsentDecided } from '../support/consent';
import { axe, COMMON, expectFieldError, field, slot, tickAltcha, visitor } from '../support/forms';
import { offline } from '../support/offline';
import { waitForMail } from '../support/outbox';

/**
 * Issue 24's search alerts end to end, in Dutch: a visitor filters the sale list and asks for an
 * alert (mf-forms' slot after the list), confirms it from the mail in the outbox, an import (the
 * CLI, on the test server's database) adds a matching property, the alert mail arrives in Dutch with
 * it, and the mail's link ends the alert. Texts are mf-forms/src/locales/nl/forms.json's `alert`.
 */

const NL = {
  offerTitle: 'Mail mij nieuwe panden zoals deze',
  summary: /^Te koop in Gent, tot €\s400\.000$/,
  open: 'Zoekalert aanmaken',
  close: 'Sluiten',
  form: 'Uw zoekalert',
  submit: 'Mijn zoekalert aanmaken',
  frequency: 'Hoe vaak',
  instant: 'Meteen, zodra ze binnenkomen',
  language: 'Taal van de mails',
  sentTitle: 'Kijk in uw mailbox',
  confirm: 'Bevestigen',
  confirmedTitle: 'Bevestigd',
  pageTitle: 'Uw zoekalerts',
  endedOne: 'De zoekalert is stopgezet: u krijgt er geen mails meer van.',
  empty: 'Dit adres heeft geen zoekalerts (meer).',
};

/** The repository's root, where `npm run import -w @immo/api` runs. */
const ROOT = new URL('../../', import.meta.url).pathname;

/**
 * Imports one new property (delta mode, a source of its own) with the API's import CLI into the
 * test server's database (serve-site.mjs: one data folder per port).
 */
async function importNewProperty(baseURL: string, property: object): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'immo-alert-feed-'));
  const file = join(folder, 'feed.json');
  const port = new URL(baseURL).port;
  writeFileSync(
    file,
    JSON.stringify({ format: 'immo-feed', version: 1, source: 'e2e-alerts', properties: [property] }),
  );
  try {
    await promisify(execFile)('npm', ['run', 'import', '-w', '@immo/api', '--', file, '--mode', 'delta'], {
      cwd: ROOT,
      // The server's folder and port: the mails' links point at the server under test.
      env: { ...process.env, DATA_DIR: join(tmpdir(), `immo-e2e-${port}`), PORT: port, LOG_LEVEL: 'warn' },
    });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** A new apartment in Gent under € 400.000: what the alert watches. */
function newGentApartment(tag: string) {
  const model = sampleFeed().properties.find((property) => property.externalId === 'SAMPLE-4012112')!;
  const { publicId: _sampleId, ...fields } = model;
  const title = `Nieuw appartement aan de Leie ${tag}`;
  return {
    title,
    property: {
      ...fields,
      externalId: `E2E-ALERT-${tag}`,
      Price: 375000,
      Title: {
        en: `New flat on the Leie ${tag}`,
        nl: title,
        fr: `Nouvel appartement ${tag}`,
        de: `Neue Wohnung ${tag}`,
      },
      CreatedAt: new Date().toISOString(),
    },
  };
}

async function filterGentUpTo400000(page: Page) {
  await page.goto(pagePath('for-sale', 'nl'));
  const filters = page.getByRole('form', { name: 'Panden filteren' });
  await filters.getByLabel('Gemeente').selectOption('Gent|9000');
  await expect(page).toHaveURL(/city=Gent%7C9000/);
  await filters.getByLabel('Maximumprijs').selectOption('400000');
  await expect(page).toHaveURL(/maxPrice=400000/);
}

test.beforeEach(async ({ page }) => {
  await withConsentDecided(page);
  await offline(page);
});

test('nl: an alert from a filtered sale list, confirmed from its mail; an import mails the new property; its link ends it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const texts = COMMON.nl;
  const person = visitor('alert');
  await filterGentUpTo400000(page);

  // After the list: what the alert would watch, in words, and its call to action.
  const offer = slot(page);
  await offer.scrollIntoViewIfNeeded();
  await expect(offer.getByRole('heading', { level: 2, name: NL.offerTitle })).toBeVisible();
  await expect(offer.getByText(NL.summary)).toBeVisible();
  await offer.getByRole('button', { name: NL.open, exact: true }).click();
  // Open, its button closes it.
  await expect(offer.getByRole('button', { name: NL.close, exact: true })).toHaveAttribute('aria-expanded', 'true');
  const form = offer.getByRole('form', { name: NL.form });
  await expect(field(form, texts.labels.email)).toBeFocused();

  // Sent empty: each error on its field; axe on the open form with its errors.
  await form.getByRole('button', { name: NL.submit }).click();
  await expectFieldError(field(form, texts.labels.email), texts.errors.email);
  await expectFieldError(form.getByRole('checkbox', { name: texts.labels.privacy }), texts.errors.privacy);
  await axe(page);

  await field(form, texts.labels.email).fill(person.email);
  await expect(form.getByRole('radio', { name: NL.instant })).toBeChecked();
  await expect(field(form, NL.language)).toHaveValue('nl');
  await form.getByRole('checkbox', { name: texts.labels.privacy }).check();
  await tickAltcha(form, texts.altcha);
  const created = page.waitForResponse(
    (response) => response.url().includes('/api/alerts') && response.request().method() === 'POST',
  );
  await form.getByRole('button', { name: NL.submit }).click();
  expect((await created).status()).toBeLessThan(300);
  const sent = offer.getByRole('status');
  await expect(sent.getByRole('heading', { name: NL.sentTitle })).toBeVisible();
  await expect(sent).toBeFocused();

  // Double opt-in: the confirmation mail, in Dutch, to the confirm page.
  const confirmation = await waitForMail(baseURL!, person.email, /\/nl\/bevestigen\/#confirm=/);
  const link = new URL(/https?:\/\/\S+\/nl\/bevestigen\/#confirm=[\w-]+/.exec(confirmation)![0]);
  await page.goto(`${link.pathname}${link.hash}`);
  await slot(page).getByRole('button', { name: NL.confirm }).click();
  await expect(slot(page).getByRole('status').getByRole('heading', { name: NL.confirmedTitle })).toBeVisible();

  // An import brings a new apartment in Gent under € 400.000: the alert mails it, in Dutch.
  const { title, property } = newGentApartment(String(Date.now()));
  await importNewProperty(baseURL!, property);
  const news = await waitForMail(baseURL!, person.email, new RegExp(title));
  // In Dutch, with the property's price as the site writes it, and RFC 8058's one-click unsubscribe.
  expect(news).toMatch(/^Content-Type: text\/html[\s\S]*<html dir="ltr" lang="nl">/m);
  expect(news).toMatch(/€\s375\.000/);
  expect(news).toMatch(/^List-Unsubscribe:\s+<https?:\/\/\S+\/api\/alerts\/\d+\/unsubscribe\?token=[\w-]+>/m);
  expect(news).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  const alertsLink = new URL(/https?:\/\/\S+\/nl\/zoekalerts\/\?\S*end=\d+/.exec(news)![0]);

  // The mail's link ends the alert on opening, and the page says so.
  await page.goto(`${alertsLink.pathname}${alertsLink.search}`);
  await expect(slot(page).getByRole('heading', { level: 1, name: NL.pageTitle })).toBeVisible();
  await expect(slot(page).getByRole('status')).toHaveText(NL.endedOne);
  await expect(slot(page).getByText(NL.empty)).toBeVisible();
  await axe(page);
});

test('nl: the alerts page says clearly when its link is not valid', async ({ page }) => {
  await page.goto(`${pagePath('alerts', 'nl')}?email=an%40example.be&token=vals`);
  await expect(slot(page).getByRole('heading', { level: 1, name: NL.pageTitle })).toBeVisible();
  await expect(slot(page).getByRole('alert')).toContainText('Deze link is niet (meer) geldig.');
});
