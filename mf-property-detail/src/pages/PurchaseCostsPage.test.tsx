import { PURCHASE_COST_RULES } from '@immo/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderDetail } from '../../test/render';
import { PurchaseCostsPage, startFrom } from './PurchaseCostsPage';

// No pause between keystrokes: many are typed, and each renders both parts again.
const user = userEvent.setup({ delay: null });

describe('the purchase-cost page (and <immo-purchase-costs>)', () => {
  it('asks for the price and the region, then shows the worked example: €300,000 in Flanders → €6,000', async () => {
    await renderDetail(<PurchaseCostsPage headingLevel={1} start={startFrom(null, null)} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Purchase costs and mortgage simulator' })).toBeVisible();
    expect(screen.getByText('Type the price and choose the region to see the costs.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Price'), '300000');
    await user.selectOptions(screen.getByLabelText('Region'), 'Flanders');
    const table = screen.getByRole('table', { name: 'Purchase costs of a home of €\u00a0300.000' });
    expect(within(table).getByRole('row', { name: /Registration duties/ })).toHaveTextContent(/\(2%\)€\s6\.000$/);
    expect(screen.getByLabelText('Own funds')).toHaveValue('');
  });

  it('says the region must be chosen, in a message tied to the select', async () => {
    await renderDetail(<PurchaseCostsPage headingLevel={1} start={startFrom('300000', 'wallonia')} />, 'fr');
    const region = screen.getByLabelText('Région');
    expect(region).toHaveValue('wallonia');
    expect(screen.getByRole('row', { name: /Droits d'enregistrement/ })).toHaveTextContent(/\(3 %\)€\s9\.000$/);
    await user.selectOptions(region, 'Choisissez la région');
    expect(region).toHaveAccessibleDescription('Région : choisissez-en une.');
  });

  it('starts from a link’s or an element’s price and region, leaving anything else to the visitor', () => {
    expect(startFrom('350000', 'brussels')).toMatchObject({ price: '350000', region: 'brussels' });
    expect(startFrom('€ 350.000', 'flanders')).toMatchObject({ price: '350000', region: 'flanders' });
    expect(startFrom('-5', 'luxembourg')).toMatchObject({ price: '', region: '' });
    expect(startFrom(undefined, undefined)).toMatchObject({ price: '', region: '', rate: '' });
  });

  it('has every condition of the rules in words', async () => {
    await renderDetail(<PurchaseCostsPage headingLevel={1} start={startFrom('300000', 'brussels')} />, 'de');
    const ids = [
      ...Object.values(PURCHASE_COST_RULES.registrationDuties).flatMap((rule) => rule.conditions),
      ...PURCHASE_COST_RULES.vat.reducedConditions,
    ];
    // The locales test checks the four languages have the same keys: English has them all.
    const english = (await import('../locales/en/buying.json')).default.conditions as Record<string, string>;
    expect(ids.filter((id) => !english[id])).toEqual([]);
    expect(screen.getByRole('checkbox', { name: 'Es wird meine einzige eigene Wohnung' })).toHaveAccessibleDescription(
      /^In Brüssel: nur von Privatpersonen gekauft .* Dann sind die ersten €\s200\.000 befreit, wenn der Preis höchstens €\s600\.000 beträgt\.$/,
    );
  });
});
