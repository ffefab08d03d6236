import type { WidgetOptions } from '@immo/shared/remote';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderDetail } from '../test/render';
import { widgetPage } from './widget';

const user = userEvent.setup({ delay: null });

/** The element as an agency's script changes it: each attribute change renders the widget again. */
function Element({ start }: { start: Record<string, string> }) {
  const [params, setParams] = useState(start);
  const options: WidgetOptions = { lang: 'en', apiBase: '', siteBase: '', element: 'immo-purchase-costs', params };
  return (
    <>
      {widgetPage(options)()}
      <button type="button" onClick={() => setParams({ price: '500000', region: 'brussels' })}>
        set attributes
      </button>
      <button type="button" onClick={() => setParams({ ...params })}>
        same attributes
      </button>
    </>
  );
}

describe('<immo-purchase-costs> attributes', () => {
  it('starts from its price and region, whatever their case', async () => {
    await renderDetail(<Element start={{ price: '€ 350.000', region: ' Flanders ' }} />);
    expect(screen.getByLabelText('Price')).toHaveValue('350000');
    expect(screen.getByLabelText('Region')).toHaveValue('flanders');
  });

  it('follows a price or region the page sets after it is shown; another render keeps what was typed', async () => {
    await renderDetail(<Element start={{ price: '350000', region: 'flanders' }} />);
    await user.type(screen.getByLabelText('Yearly interest rate (%)'), '2');
    act(() => screen.getByRole('button', { name: 'same attributes' }).click());
    expect(screen.getByLabelText('Yearly interest rate (%)')).toHaveValue('2');
    act(() => screen.getByRole('button', { name: 'set attributes' }).click());
    expect(screen.getByLabelText('Price')).toHaveValue('500000');
    expect(screen.getByLabelText('Region')).toHaveValue('brussels');
  });
});
