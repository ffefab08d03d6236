import { formatPrice, purchaseCosts, type PublicProperty } from '@immo/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findSample, renderDetail, sampleApi } from '../../test/render';
import { useContext, useState } from 'react';
import { DetailContext } from '../property-detail-context';
import { entryKey } from '../property-detail-store';
import { PropertyPage } from './PropertyPage';

// No pause between keystrokes: many are typed, and each renders both parts again.
const user = userEvent.setup({ delay: null });

const forSale = (p: PublicProperty) => p.Goal === 0 && p.Status === 'available' && p.Price !== null;
/** The sample catalogue's Ghent house (€695,000) and Brussels apartment (€389,000). */
const flemish = (p: PublicProperty) => forSale(p) && p.Zip === '9000' && p.ProjectID === undefined;
const brussels = (p: PublicProperty) => forSale(p) && p.Zip === '1000';

/** The calculator's lines as the visitor reads them: name → amount. */
function costRows(): Array<[string, string]> {
  const table = screen.getByRole('table', { name: /^(Purchase costs of a home|Aankoopkosten van een woning)/ });
  return within(table)
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent!, within(row).getByRole('cell').textContent!]);
}

async function showProperty(match: (p: PublicProperty) => boolean, lang: 'en' | 'nl' = 'en') {
  sampleApi();
  const property = findSample(match, lang);
  await renderDetail(<PropertyPage id={property.ID} headingLevel={1} />, lang);
  await screen.findByRole('heading', { level: 1, name: property.Title });
  return property;
}

const money = (amount: number) => formatPrice(amount, { lang: 'en' });

describe('the purchase costs on the page of a property for sale', () => {
  it('shows each cost of a Flemish home and the total, below the facts, with the rules’ date', async () => {
    const house = await showProperty(flemish);
    const section = screen.getByRole('region', { name: 'Purchase costs and mortgage' });
    expect(screen.getByRole('region', { name: 'Features' }).compareDocumentPosition(section)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(within(section).getByText('Region: Flanders')).toBeInTheDocument();
    expect(within(section).getByLabelText('Price')).toHaveValue(String(house.Price));
    const costs = purchaseCosts({
      price: house.Price!,
      region: 'flanders',
      soleOwnHome: true,
      newBuild: false,
      reducedVat: false,
      loanAmount: house.Price!,
    });
    expect(costRows()).toEqual([
      ['Registration duties (2%)', money(costs.lines[0]!.amount)],
      ["Notary's fee, VAT included", money(costs.lines[1]!.amount)],
      ['Deed and administrative costs, VAT included', money(costs.lines[2]!.amount)],
      [`Mortgage deed for a loan of ${money(house.Price!)}`, money(costs.lines[3]!.amount)],
      ['Total purchase costs', money(costs.total)],
    ]);
    // 2 % of €695,000, worked by hand.
    expect(costRows()[0]![1]).toBe('€\u00a013.900');
    expect(screen.getByText('Rules of 1 January 2026 — a simulation; your notary has the final word.')).toBeVisible();
  });

  it('exempts the first €200,000 of a Brussels sole own home, and not when it is not the sole own home', async () => {
    const apartment = await showProperty(brussels, 'nl');
    const calculator = screen.getByRole('region', { name: 'Aankoopkosten' });
    expect(within(calculator).getByText(/^In Brussel: .*de eerste € 200\.000 vrijgesteld/)).toBeInTheDocument();
    // (€389,000 − €200,000) × 12.5 %
    expect(costRows()[0]).toEqual([
      'Registratierechten (12,5% na een vrijstelling van €\u00a0200.000)',
      '€\u00a023.625',
    ]);

    await user.click(within(calculator).getByRole('checkbox', { name: 'Het wordt mijn enige eigen woning' }));
    expect(costRows()[0]).toEqual(['Registratierechten (12,5%)', '€\u00a048.625']);
    const costs = purchaseCosts({
      price: apartment.Price!,
      region: 'brussels',
      soleOwnHome: false,
      newBuild: false,
      reducedVat: false,
      loanAmount: apartment.Price!,
    });
    expect(costRows().at(-1)).toEqual(['Totale aankoopkosten', formatPrice(costs.total, { lang: 'nl' })]);
  });

  it('starts a unit of a new-build project as a new build, with VAT and its 6 % option', async () => {
    await showProperty((p) => forSale(p) && p.ProjectID !== undefined);
    expect(screen.getByRole('checkbox', { name: 'New build: VAT instead of registration duties' })).toBeChecked();
    expect(costRows()[0]).toEqual(['VAT (21%)', expect.any(String)]);
    const reduced = screen.getByRole('checkbox', { name: '6% VAT (demolition and reconstruction)' });
    expect(reduced).toHaveAccessibleDescription(/it will be your sole and main home/);
    await user.click(reduced);
    expect(costRows()[0]).toEqual(['VAT (6%)', expect.any(String)]);
  });

  it.each([
    ['for rent', (p: PublicProperty) => p.Goal !== 0 && p.Status === 'available'],
    ['sold (a reference)', (p: PublicProperty) => p.Status === 'sold'],
    ['without a published price', (p: PublicProperty) => p.Goal === 0 && p.Price === null],
    ['abroad', (p: PublicProperty) => forSale(p) && p.CountryID !== 10],
  ])('is not there for a property %s', async (_, match) => {
    await showProperty(match);
    expect(screen.queryByRole('region', { name: 'Purchase costs and mortgage' })).toBeNull();
  });
});

describe('the mortgage simulator beside it', () => {
  it('shows no rate until one is typed, then the payment, the totals and the amortisation table', async () => {
    const house = await showProperty(flemish);
    const simulator = screen.getByRole('region', { name: 'Mortgage simulator' });
    const rate = within(simulator).getByLabelText('Yearly interest rate (%)');
    expect(rate).toHaveValue('');
    expect(rate).not.toHaveAttribute('placeholder');
    expect(rate).toHaveAccessibleDescription(/we show no lender's rate/);
    expect(within(simulator).getByText(/^Type a rate to see the monthly payment/)).toBeInTheDocument();

    await user.type(within(simulator).getByLabelText('Own funds'), String(house.Price! - 100000));
    await user.type(rate, '2');
    const loan = within(simulator).getByRole('table', { name: 'Your loan' });
    expect(within(loan).getByRole('row', { name: /Loan amount/ })).toHaveTextContent(/^Loan amount€\s100\.000$/);
    expect(within(loan).getByRole('row', { name: /Monthly payment/ })).toHaveTextContent(/^Monthly payment€\s505,03$/);
    // The calculator's mortgage deed follows the loan.
    expect(costRows()[3]![0]).toBe(`Mortgage deed for a loan of ${money(100000)}`);

    const schedule = within(simulator).getByRole('group', { name: 'Amortisation per year' });
    expect(
      within(schedule)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Capital repaid', 'Interest paid', 'Left to repay']);
    const years = within(schedule).getAllByRole('row').slice(1);
    expect(years).toHaveLength(20);
    expect(years.at(-1)).toHaveTextContent(/^20.*€\s0$/);
    // The chart is for the eye; its caption points to the table.
    const chart = await waitFor(() => simulator.querySelector('.recharts-responsive-container')!.parentElement);
    expect(chart).toHaveAttribute('aria-hidden', 'true');
    expect(within(simulator).getByText(/the same figures are in the table/)).toBeInTheDocument();
  });

  it('ties each message to its field and names the field', async () => {
    await showProperty(flemish);
    const price = screen.getByLabelText('Price');
    await user.clear(price);
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('Price: type an amount above €0.');
    expect(screen.getByText('Correct the fields marked to see the costs.')).toBeInTheDocument();

    await user.type(price, '300000');
    const years = screen.getByLabelText('Duration in years');
    await user.clear(years);
    await user.type(years, '41');
    expect(years).toHaveAccessibleDescription('Duration: type a whole number of years from 1 to 40.');
    const rate = screen.getByLabelText('Yearly interest rate (%)');
    await user.type(rate, '21');
    expect(rate).toHaveAccessibleDescription(/Interest rate: type a percentage from 0 to 20\./);
    const ownFunds = screen.getByLabelText('Own funds');
    await user.type(ownFunds, '300001');
    expect(ownFunds).toHaveAccessibleDescription('Own funds: type an amount from €0 up to the price.');
  });

  it('keeps what was typed when the page renders again', async () => {
    sampleApi();
    const house = findSample(flemish);
    const { store } = await renderDetail(<PropertyPage id={house.ID} headingLevel={1} />);
    await screen.findByRole('heading', { level: 1, name: house.Title });
    const rate = screen.getByLabelText('Yearly interest rate (%)');
    await user.type(rate, '2,');
    await user.type(screen.getByLabelText('Own funds'), '1000');
    // The property answered anew (a retry, a language switch back): the page renders again.
    act(() => store.setState({ entries: { [entryKey(house.ID, 'en')]: { status: 'ready', property: { ...house } } } }));
    expect(screen.getByLabelText('Yearly interest rate (%)')).toHaveValue('2,');
    expect(screen.getByLabelText('Own funds')).toHaveValue('1000');
  });

  it('keeps what was typed across a language switch (the page waits for the property in the new language)', async () => {
    sampleApi();
    const house = findSample(flemish);
    await renderDetail(<LanguageSwitch id={house.ID} />);
    await screen.findByRole('heading', { level: 1, name: house.Title });
    await user.type(screen.getByLabelText('Own funds'), '50000');
    await user.type(screen.getByLabelText('Yearly interest rate (%)'), '3,5');
    await user.click(screen.getByRole('button', { name: 'nl' }));
    await screen.findByRole('heading', { level: 1, name: findSample(flemish, 'nl').Title });
    expect(screen.getByLabelText('Own funds')).toHaveValue('50000');
    expect(screen.getByLabelText('Yearly interest rate (%)')).toHaveValue('3,5');
  });
});

/** The page as the site switches its language: the same mount, another language (texts stay English here). */
function LanguageSwitch({ id }: { id: number }) {
  const env = useContext(DetailContext)!;
  const [lang, setLang] = useState(env.lang);
  return (
    <DetailContext.Provider value={{ ...env, lang }}>
      <button type="button" onClick={() => setLang('nl')}>
        nl
      </button>
      <PropertyPage id={id} headingLevel={1} />
    </DetailContext.Provider>
  );
}
