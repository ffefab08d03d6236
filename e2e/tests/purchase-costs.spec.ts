import AxeBuilder from '@axe-core/playwright';
import {
  buyingRegion,
  formatPrice,
  mortgage,
  pagePath,
  propertyPath,
  purchaseCosts,
  type BuyingRegion,
  type CatalogueProperty,
  type Lang,
  type PurchaseCostKey,
} from '@immo/shared';
import { properties as catalogue } from '@immo/shared/data';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { agencyUrl } from '../support/agency';
import { withConsentDecided } from '../support/consent';
import { offline } from '../support/offline';
import { layoutShift } from '../support/layout-shift';

/**
 * The purchase-cost calculator and the mortgage simulator (issue 25): on the page of a property for
 * sale, on their own page and as <immo-purchase-costs>. Texts are mf-property-detail's
 * src/locales/{lang}/buying.json; the figures come from @immo/shared's purchaseCosts and mortgage.
 */
const TEXTS = {
  nl: {
    section: 'Aankoopkosten en hypotheek',
    calculator: 'Aankoopkosten',
    simulator: 'Hypotheeksimulator',
    price: 'Prijs',
    region: 'Gewest',
    ownFunds: 'Eigen inbreng',
    years: 'Looptijd in jaren',
    rate: 'Jaarlijkse rentevoet (%)',
    loan: 'Uw lening',
    monthly: 'Maandlast',
    pageTitle: 'Aankoopkosten en hypotheeksimulator',
    rules: 'Regels van 1 januari 2026 — een simulatie; uw notaris heeft het laatste woord.',
  },
  fr: {
    section: "Frais d'achat et crédit hypothécaire",
    calculator: "Frais d'achat",
    simulator: 'Simulateur de crédit hypothécaire',
    price: 'Prix',
    region: 'Région',
    ownFunds: 'Fonds propres',
    years: 'Durée en années',
    rate: "Taux d'intérêt annuel (%)",
    loan: 'Votre crédit',
    monthly: 'Mensualité',
    pageTitle: "Frais d'achat et simulateur de crédit hypothécaire",
    rules: 'Règles du 1 janvier 2026 — une simulation ; votre notaire a le dernier mot.',
  },
} as const satisfies Partial<Record<Lang, unknown>>;

/** On the market at a published whole price, with no project (registration duties, not VAT). */
const saleIn = (region: BuyingRegion) => {
  const found = catalogue.find(
    (p) =>
      p.Goal === 0 &&
      p.Marquee === 0 &&
      p.PublishPrice &&
      p.PriceUnit === 0 &&
      p.ProjectID === undefined &&
      buyingRegion(p.Zip, p.CountryID) === region,
  );
  if (!found) throw new Error(`no sample sale property in ${region}`);
  return found;
};

const slot = (page: Page) => page.locator('#slot-mf-property-detail');

const money = (amount: number, lang: Lang) => formatPrice(amount, { lang });

/** The calculator's row of a cost: its amount as the page formats it. */
const costCell = (scope: Locator, key: PurchaseCostKey | 'total') => scope.locator(`tr[data-line="${key}"] td`);

async function expectCosts(scope: Locator, property: CatalogueProperty, lang: Lang) {
  const costs = purchaseCosts({
    price: property.Price!,
    region: buyingRegion(property.Zip, property.CountryID)!,
    soleOwnHome: true,
    newBuild: false,
    reducedVat: false,
    loanAmount: property.Price!, // no own funds typed: the whole price borrowed
  });
  for (const line of costs.lines) await expect(costCell(scope, line.key)).toHaveText(money(line.amount, lang));
  await expect(costCell(scope, 'total')).toHaveText(money(costs.total, lang));
  return costs;
}

test.describe('the purchase costs on the page of a property for sale', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page);
  });

  for (const [region, lang] of [
    ['flanders', 'nl'],
    ['flanders', 'fr'],
    ['brussels', 'nl'],
    ['brussels', 'fr'],
  ] as const) {
    test(`shows the figures of a property in ${region}, in ${lang}, from the server's page on`, async ({ page }) => {
      const property = saleIn(region);
      const texts = TEXTS[lang];
      await page.goto(propertyPath(property, lang));
      const section = slot(page).getByRole('region', { name: texts.section });
      const calculator = section.getByRole('region', { name: texts.calculator, exact: true });
      await expect(calculator.getByLabel(texts.price)).toHaveValue(String(property.Price));
      const costs = await expectCosts(calculator, property, lang);
      await expect(calculator.getByText(texts.rules)).toBeVisible();
      // Rendered by the server, hydrated in place (the shell marks the slot once its remote is live): nothing moved.
      await expect(slot(page)).toHaveAttribute('data-mounted');
      const shift = await layoutShift(page);
      expect(shift.total, shift.moved).toBe(0);
      if (region === 'brussels') {
        // The sole own home of at most €600,000: the first €200,000 exempt.
        expect(costs.lines[0]).toMatchObject({ key: 'registrationDuties', abatement: 200000 });
        await expect(calculator.locator('tr[data-line="registrationDuties"] th')).toContainText(money(200000, lang));
      }
    });
  }

  test('a price typed in the calculator: €300,000 in Flanders → €6,000 of registration duties', async ({ page }) => {
    const texts = TEXTS.nl;
    await page.goto(propertyPath(saleIn('flanders'), 'nl'));
    const calculator = slot(page).getByRole('region', { name: texts.calculator, exact: true });
    await calculator.getByLabel(texts.price).fill('300.000');
    await expect(costCell(calculator, 'registrationDuties')).toHaveText('€\u00a06.000');
  });

  test('links to the page of its own with the same price and region', async ({ page }) => {
    const property = saleIn('flanders');
    await page.goto(propertyPath(property, 'nl'));
    await slot(page).getByRole('link', { name: 'De rekenhulp op een eigen pagina' }).click();
    await expect(page).toHaveURL(`${pagePath('purchase-costs', 'nl')}?price=${property.Price}&region=flanders`);
    await expect(slot(page).getByRole('heading', { level: 1, name: TEXTS.nl.pageTitle })).toBeVisible();
    await expect(slot(page).getByLabel(TEXTS.nl.price)).toHaveValue(String(property.Price));
    await expect(slot(page).getByLabel(TEXTS.nl.region)).toHaveValue('flanders');
  });

  test("gives the simulator's monthly payment: €100,000 over 20 years at 2 % → € 505,03", async ({ page }) => {
    const texts = TEXTS.fr;
    const property = saleIn('flanders');
    await page.goto(propertyPath(property, 'fr'));
    const simulator = slot(page).getByRole('region', { name: texts.simulator });
    await expect(simulator.getByLabel(texts.rate)).toHaveValue('');
    await simulator.getByLabel(texts.ownFunds).fill(String(property.Price! - 100000));
    await simulator.getByLabel(texts.rate).fill('2');
    const loan = simulator.getByRole('table', { name: texts.loan });
    await expect(loan.locator('tr[data-line="monthlyPayment"] td')).toHaveText('€\u00a0505,03');
    expect(mortgage({ amount: 100000, years: 20, yearlyRate: 2 }).monthlyPayment).toBe(505.03);
    // The chart is drawn in its box (recharts, loaded now), the table holds the same 20 years.
    await expect(simulator.locator('.immo-buying__chart .recharts-wrapper > svg.recharts-surface')).toBeVisible();
    await expect(simulator.getByRole('group').locator('tbody tr')).toHaveCount(20);
  });
});

test.describe('the purchase-cost page', () => {
  test.beforeEach(async ({ page }) => {
    await withConsentDecided(page);
  });

  test('asks for a price and a region, in Dutch, and passes axe', async ({ page }) => {
    test.slow();
    const texts = TEXTS.nl;
    await page.goto(pagePath('purchase-costs', 'nl'));
    await expect(page).toHaveTitle(new RegExp(`^${texts.pageTitle}`));
    await expect(slot(page).getByRole('heading', { level: 1, name: texts.pageTitle })).toBeVisible();
    await slot(page).getByLabel(texts.price).fill('300000');
    await slot(page).getByLabel(texts.region).selectOption('brussels');
    const calculator = slot(page).getByRole('region', { name: texts.calculator, exact: true });
    // The worked example of be.brussels: (€300,000 − €200,000) × 12.5 %.
    await expect(costCell(calculator, 'registrationDuties')).toHaveText('€\u00a012.500');
    await slot(page).getByLabel(texts.rate).fill('3,5');
    await expect(slot(page).locator('tr[data-line="monthlyPayment"] td')).toHaveText(
      money(mortgage({ amount: 300000, years: 20, yearlyRate: 3.5 }).monthlyPayment, 'nl'),
    );
    await slot(page).getByLabel(texts.years).fill('41');
    await expect(slot(page).getByLabel(texts.years)).toHaveAttribute('aria-invalid', 'true');
    const { violations } = await new AxeBuilder({ page }).include('#slot-mf-property-detail').analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`)).toEqual([]);
  });
});

test.describe('the purchase-cost page without a script', () => {
  test.use({ javaScriptEnabled: false });

  test("starts from its link's price and region, rendered by the server (French)", async ({ page }) => {
    await page.goto(`${pagePath('purchase-costs', 'fr')}?price=300000&region=wallonia`);
    const calculator = page.getByRole('region', { name: TEXTS.fr.calculator, exact: true });
    await expect(calculator.getByLabel(TEXTS.fr.price)).toHaveValue('300000');
    await expect(costCell(calculator, 'registrationDuties')).toHaveText('€\u00a09.000');
  });
});

test.describe('<immo-purchase-costs> on an agency site (embed.js)', () => {
  test('renders in its shadow root from its attributes, and its figures follow what is typed', async ({ page }) => {
    const blocked = await offline(page);
    await page.goto(agencyUrl('purchase-costs.html'));
    const widget = page.locator('immo-purchase-costs');
    const texts = TEXTS.nl;
    await expect(widget.getByRole('heading', { level: 2, name: texts.pageTitle })).toBeVisible();
    expect(await widget.evaluate((element) => element.shadowRoot !== null)).toBe(true);
    await expect(widget.getByLabel(texts.price)).toHaveValue('350000');
    await expect(widget.getByLabel(texts.region)).toHaveValue('flanders');
    await expect(costCell(widget, 'registrationDuties')).toHaveText('€\u00a07.000');
    await widget.getByLabel(texts.price).fill('300000');
    await expect(costCell(widget, 'registrationDuties')).toHaveText('€\u00a06.000');
    await widget.getByLabel(texts.rate).fill('2');
    await expect(widget.locator('tr[data-line="loanAmount"] td')).toHaveText('€\u00a0300.000');
    expect(blocked.every((request) => !request.includes('127.0.0.1') && !request.includes('localhost'))).toBe(true);
    const { violations } = await new AxeBuilder({ page }).include('immo-purchase-costs').analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});
